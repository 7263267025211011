// What docs/concepts/services/focus-manager.md implies but does not show: the InitializeComponent that the
// compiler generates from EditorView.axaml.
namespace MyApp.Views
{
    public partial class EditorView
    {
        private void InitializeComponent() { }
    }
}
