// What docs/guides/platforms/rpi/running-on-raspbian-lite-via-drm.md implies but does not show: the template's
// main view, which the main window hosts and the single-view lifetime shows.
namespace MyApp.Views
{
    public partial class MainView : UserControl { }
}
