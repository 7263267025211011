// What docs/concepts/services/input-pane.md implies but does not show: what the compiler generates from
// ChatView.axaml, InitializeComponent and the Border named RootPanel that wraps the view's content.
namespace MyApp.Views
{
    public partial class ChatView
    {
        private Border RootPanel = new();

        private void InitializeComponent() { }
    }
}
