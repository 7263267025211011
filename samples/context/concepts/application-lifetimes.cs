// What docs/concepts/application-lifetimes.md implies but does not show: the template's view model and views, and
// the locals of OnFrameworkInitializationCompleted that its shutdown fragment uses.
using Avalonia.Controls.ApplicationLifetimes;
using MyApp.ViewModels;

namespace MyApp.ViewModels
{
    public partial class MainViewModel : ObservableObject
    {
        public bool HasUnsavedChanges { get; set; }
        public void SaveSettings() { }
    }
}

namespace MyApp.Views
{
    public partial class MainWindow : Window { }
    public partial class MainView : UserControl { }
}

public class SampleContext : Application
{
    protected IClassicDesktopStyleApplicationLifetime desktop = null!;
    protected MainViewModel viewModel = new();
}
