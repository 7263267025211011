// What the intermediate code on docs/tutorials/music-store-app/mock-search.md needs: the album view model is still empty.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public partial class AlbumViewModel : ViewModelBase { }
}
