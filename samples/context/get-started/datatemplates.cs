// What docs/get-started/wpf/datatemplates.md implies but does not show: the view models its window binds to.
namespace MyApp.ViewModels
{
    public partial class PersonViewModel : ObservableObject
    {
        [ObservableProperty] private string _firstName = "";
        [ObservableProperty] private string _lastName = "";
    }

    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private PersonViewModel? _selectedPerson;
    }
}
