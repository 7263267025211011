// What docs/concepts/services/storage-provider/index.md implies but does not show: what the compiler generates from
// DocumentView.axaml (InitializeComponent and the editor TextBox), the storage provider from the TopLevel, and the
// members of the view that the later fragments use.
namespace MyApp.Views
{
    public partial class DocumentView
    {
        private TextBox Editor = new();

        private void InitializeComponent() { }
    }
}

public class SampleContext : Window
{
    protected IStorageProvider storage = null!;
    protected IStorageFile file = null!;
    protected TextBox Editor = new();
    protected TextBlock StatusText = new();
    protected ObservableCollection<string> Photos = new();
}
