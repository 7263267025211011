// What docs/guides/building-cross-platform-applications/dealing-with-platforms.md implies but does not show: the
// editor view's named TextBox, and the main view model and views that App.axaml.cs creates.
namespace MyApp.ViewModels
{
    public partial class MainViewModel : ObservableObject { }
}

namespace MyApp.Views
{
    public partial class MainWindow : Window { }

    public partial class MainView : UserControl { }
}

public class SampleContext : UserControl
{
    protected TextBox Editor = new();
}
