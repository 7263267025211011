// What docs/concepts/view-locator.md implies but does not show: the view models' base class, and the page view
// models and views that the trimming-safe locator registers.
namespace MyApp.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public class HomeViewModel : ViewModelBase { }
    public class SettingsViewModel : ViewModelBase { }
}

namespace MyApp.Views
{
    public class HomeView : UserControl { }
    public class SettingsView : UserControl { }
}
