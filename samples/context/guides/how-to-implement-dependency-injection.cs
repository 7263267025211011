// What docs/guides/implementation-guides/how-to-implement-dependency-injection.md implies but does not show: the
// template's main window and main view, which App.axaml.cs creates.
namespace MyApp.Views
{
    public partial class MainWindow : Window { }

    public partial class MainView : UserControl { }
}
