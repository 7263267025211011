// What docs/guides/building-cross-platform-applications/architecture.md implies but does not show: the page views
// that the data templates in App.axaml map the page view models to.
namespace MyApp.Views
{
    public partial class HomeView : UserControl { }

    public partial class SettingsView : UserControl { }
}
