// What docs/deployment/native-aot.md implies but does not show: the music store's model, view models and views
// (see the Music Store tutorial), and the stream and album that its serialization fragment uses.
namespace MusicStore.Models
{
    public class Album
    {
        public string Artist { get; set; } = "";
        public string Title { get; set; } = "";
    }
}

namespace MusicStore.ViewModels
{
    public class ViewModelBase : ObservableObject { }
    public class AlbumViewModel : ViewModelBase { }
    public class MusicStoreViewModel : ViewModelBase { }
}

namespace MusicStore.Views
{
    public class AlbumView : UserControl { }
    public class MusicStoreView : UserControl { }
}

public class SampleContext : Window
{
    protected System.IO.Stream stream = System.IO.Stream.Null;
    protected MusicStore.Models.Album album = new();
}
