// What docs/basics/data/data-binding/data-binding-syntax.md implies but does not show: the view models its views
// bind to, and the named TextBlock of its XAML tab, which the C# tab binds in the view's code-behind.
namespace MyApp.ViewModels
{
    public partial class ContactViewModel : ObservableObject
    {
        [ObservableProperty] private string _name = "";
    }

    public partial class ContactsViewModel : ObservableObject
    {
        public ObservableCollection<ContactViewModel> Contacts { get; } = new();

        [RelayCommand]
        private void Remove(ContactViewModel contact) => Contacts.Remove(contact);
    }

    public partial class WeatherViewModel : ObservableObject
    {
        [ObservableProperty] private double _temperature;
    }
}

public class SampleContext : Window
{
    protected TextBlock PriceText = new();
}
