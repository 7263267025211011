// What docs/basics/user-interface/animations.md implies but does not show: the half of MainWindow that Avalonia
// generates from its XAML, which names the Banner control.
namespace MyApp.Views
{
    public partial class MainWindow
    {
        private Border Banner = new();

        private void InitializeComponent() { }
    }
}
