// The view model of the intermediate MusicStoreView.axaml on docs/tutorials/music-store-app/add-content-to-dialog.md.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public partial class MusicStoreViewModel : ViewModelBase { }
}
