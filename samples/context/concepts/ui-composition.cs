// What docs/concepts/ui-composition.md implies but does not show: the child view models and views that MainView
// composes, and the named control that its code-behind animates.
namespace MyApp.ViewModels
{
    public class ToolbarViewModel : ObservableObject { }
    public class OrderListViewModel : ObservableObject { }

    public class MainViewModel : ObservableObject
    {
        public ToolbarViewModel Toolbar { get; } = new();
        public OrderListViewModel Orders { get; } = new();
    }
}

namespace MyApp.Views
{
    public class ToolbarView : UserControl { }
    public class OrderListView : UserControl { }

    public partial class MainView
    {
        private readonly Avalonia.Controls.Shapes.Ellipse StatusDot = new();
    }
}
