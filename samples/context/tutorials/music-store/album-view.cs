// What the intermediate code on docs/tutorials/music-store-app/album-view.md needs from the project.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}

namespace MusicStore.Models
{
    public record Album(string Artist, string Title, string CoverUrl);
}
