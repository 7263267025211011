// What docs/guides/implementation-guides/developer-tools.md implies but does not show: MainWindow's XAML, whose
// generated InitializeComponent its code-behind calls.
namespace MyApp.Views
{
    public partial class MainWindow
    {
        private void InitializeComponent() { }
    }
}
