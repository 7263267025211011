// What the intermediate code on docs/tutorials/music-store-app/button-command.md needs from earlier steps.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}

// The sketch of the generated command stands for members of MainWindowViewModel, whose BuyMusic the page shows above.
public class SampleContext : ObservableObject
{
    protected void BuyMusic() { }
}
