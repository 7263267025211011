// What the intermediate code on docs/tutorials/music-store-app/searching-for-albums.md needs: the album view model
// as the album view step leaves it.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public partial class AlbumViewModel : ViewModelBase
    {
        public AlbumViewModel(MusicStore.Models.Album album) { }
    }
}

namespace MusicStore.Models
{
    public record Album(string Artist, string Title, string CoverUrl);
}
