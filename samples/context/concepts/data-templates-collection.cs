// What docs/concepts/templates/data-templates-collection.md implies but does not show: the shapes and the view model
// that lists them.
namespace MyApp.Models
{
    public class Circle
    {
        public double Diameter { get; init; }
    }

    public class Square
    {
        public double Side { get; init; }
    }
}

namespace MyApp.ViewModels
{
    public class ShapesViewModel : ObservableObject
    {
        public ObservableCollection<object> Shapes { get; } = new();
    }
}
