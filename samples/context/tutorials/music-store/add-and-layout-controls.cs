// The view model of the intermediate MainWindow.axaml on docs/tutorials/music-store-app/add-and-layout-controls.md, as it is at that step.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public partial class MainWindowViewModel : ViewModelBase { }
}
