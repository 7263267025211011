// What the intermediate album view model on docs/tutorials/music-store-app/displaying-images.md needs from the project.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}

namespace MusicStore.Models
{
    public record Album(string Artist, string Title, string CoverUrl);
}

namespace MusicStore.Services
{
    public static class AlbumService
    {
        public static Task<System.IO.Stream> DownloadCoverAsync(MusicStore.Models.Album album, System.Threading.CancellationToken cancellationToken) =>
            throw new NotImplementedException();
    }
}
