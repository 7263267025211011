// What docs/concepts/custom-itemspanel.md implies but does not show: the view models and items its views bind to.
using Avalonia.Media.Imaging;

namespace MyApp.ViewModels
{
    public class Photo
    {
        public Bitmap? Thumbnail { get; init; }
    }

    public class GalleryViewModel : ObservableObject
    {
        public ObservableCollection<Photo> Photos { get; } = new();
    }

    public class Marker
    {
        public double X { get; init; }
        public double Y { get; init; }
    }

    public class MapViewModel : ObservableObject
    {
        public ObservableCollection<Marker> Markers { get; } = new();
    }
}
