// What docs/concepts/services/clipboard.md implies but does not show: what the compiler generates from
// NotesView.axaml (InitializeComponent and the named TextBox), and the clipboard that the first sample gets from
// the TopLevel.
using Avalonia.Input.Platform;

namespace MyApp.Views
{
    public partial class NotesView
    {
        private TextBox NoteBox = new();

        private void InitializeComponent() { }
    }
}

public class SampleContext : Window
{
    protected IClipboard clipboard = null!;
}
