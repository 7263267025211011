// What docs/concepts/templates/data-templates.md implies but does not show: the view model whose SelectedPerson the
// window displays.
using MyApp.Models;

namespace MyApp.ViewModels
{
    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private Person? _selectedPerson;
    }
}
