// What docs/reference/controls/window.md implies but does not show: NotificationWindow.axaml, whose x:Class
// makes Avalonia's source generator write InitializeComponent for the code-behind.
namespace MyApp.Views
{
    public partial class NotificationWindow
    {
        private void InitializeComponent() { }
    }
}
