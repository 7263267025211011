// What docs/concepts/services/launcher.md implies but does not show: what the compiler generates from
// AboutView.axaml (InitializeComponent and the status TextBlock), and the top level and paths the fragments use.
namespace MyApp.Views
{
    public partial class AboutView
    {
        private TextBlock StatusText = new();

        private void InitializeComponent() { }
    }
}

public class SampleContext : Window
{
    protected TopLevel topLevel = null!;
    protected string reportPath = "report.pdf";
    protected string exportFolder = "Exports";
}
