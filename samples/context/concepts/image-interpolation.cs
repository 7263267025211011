// What docs/concepts/image-interpolation.md implies but does not show: the XAML half of PhotoView, an Image named
// PhotoImage, which the XAML compiler would generate.
namespace MyApp.Views
{
    public partial class PhotoView
    {
        private readonly Image PhotoImage = new();
        private void InitializeComponent() { }
    }
}
