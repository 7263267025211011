// What docs/basics/user-interface/file-dialogs.md implies but does not show: the half of MainWindow that Avalonia
// generates from its XAML (a TextBox named Editor), and, for its later fragments, the same window's members and the
// topLevel variable of the first fragment.
namespace MyApp.Views
{
    public partial class MainWindow
    {
        private TextBox Editor = new();

        private void InitializeComponent() { }
    }
}

public class SampleContext : Window
{
    protected TextBox Editor = new();
    protected TopLevel topLevel = null!;
}
