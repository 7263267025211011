// What docs/get-started/wpf/tunnelling-events.md implies but does not show: the half of MainWindow that Avalonia
// generates from MainWindow.axaml.
namespace MyApp
{
    public partial class MainWindow
    {
        private void InitializeComponent() { }
    }
}
