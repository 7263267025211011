// What docs/concepts/templates/reusing-data-templates.md implies but does not show: the person model, and the
// invoice view model and view that its last template maps.
namespace MyApp.Models
{
    public class Person
    {
        public string FirstName { get; set; } = "";
        public string LastName { get; set; } = "";
    }
}

namespace MyApp.ViewModels
{
    public class InvoiceViewModel : ObservableObject { }
}

namespace MyApp.Views
{
    public class InvoiceView : UserControl { }
}
