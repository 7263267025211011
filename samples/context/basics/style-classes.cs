// What docs/basics/user-interface/styling/style-classes.md implies but does not show: the view model of its invoice
// row, and the Border that its XAML tab names, which the C# tab changes from the view's code-behind.
namespace MyApp.ViewModels
{
    public partial class InvoiceViewModel : ObservableObject
    {
        [ObservableProperty] private string _number = "";
        [ObservableProperty] private bool _isOverdue;
    }
}

public class SampleContext : Window
{
    protected Border Banner = new();
}
