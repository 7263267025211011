// What docs/concepts/the-mvvm-pattern/avalonia-ui-and-mvvm.md implies but does not show: the template's base class
// of view models, and the desktop lifetime that App.axaml.cs tests for.
using Avalonia.Controls.ApplicationLifetimes;

namespace MyApp.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}

public class SampleContext : Application
{
    protected IClassicDesktopStyleApplicationLifetime desktop = null!;
}
