// What docs/guides/implementation-guides/how-to-save-settings.md implies but does not show: the template's main
// window, which App.axaml.cs creates.
namespace MyApp.Views
{
    public partial class MainWindow : Window { }
}
