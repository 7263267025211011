// What docs/basics/data/data-binding/data-context.md implies but does not show: its view model and the
// members of the window and the app that its fragments use.
using Avalonia.Controls.ApplicationLifetimes;

namespace MyApp.ViewModels
{
    public partial class SettingsViewModel : ObservableObject
    {
        [ObservableProperty] private bool _notificationsEnabled;
        [ObservableProperty] private bool _autoSave;
    }

    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private string _greeting = "Hello";
        [ObservableProperty] private string _name = "";
        public SettingsViewModel Settings { get; } = new();
        public event EventHandler? SaveCompleted;
    }
}

namespace MyApp.Views
{
    public partial class MainWindow : Window { }
}

public class SampleContext : Window
{
    protected IClassicDesktopStyleApplicationLifetime desktop = null!;
    protected TextBlock StatusText = new();
}
