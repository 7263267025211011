// What docs/tutorials/music-store-app/creating-the-project.md shows from the project (samples/tutorials/music-store)
// and its intermediate code needs.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}
