// What docs/basics/data/data-binding/compiled-bindings.md implies but does not show: the view models its views bind to.
namespace MyApp.ViewModels
{
    public partial class CustomerViewModel : ObservableObject
    {
        [ObservableProperty] private string _name = "";
    }

    public partial class OrderLineViewModel : ObservableObject
    {
        [ObservableProperty] private string _description = "";
    }

    public partial class OrderViewModel : ObservableObject
    {
        [ObservableProperty] private string _orderNumber = "";
        public CustomerViewModel Customer { get; } = new();
        public ObservableCollection<OrderLineViewModel> Lines { get; } = new();

        [RelayCommand]
        private void Submit() { }
    }

    public partial class StatusViewModel : ObservableObject { }

    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private string _title = "";
    }
}
