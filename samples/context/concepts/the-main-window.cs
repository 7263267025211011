// What docs/concepts/the-main-window.md implies but does not show: the window shown after login, and the app's
// start-up work.
namespace MyApp
{
    public partial class App
    {
        private Task LoadSettingsAsync() => Task.CompletedTask;
    }
}

namespace MyApp.Views
{
    public class ShellWindow : Window { }
}
