// What docs/guides/styles-and-resources/property-setters.md implies but does not show: the list's view model and
// the item view model the style's bindings resolve against.
namespace MyApp.ViewModels
{
    public partial class TaskItemViewModel : ObservableObject
    {
        [ObservableProperty] private string _title = "";
        [ObservableProperty] private bool _isEditable = true;
    }

    public class TaskListViewModel
    {
        public ObservableCollection<TaskItemViewModel> Tasks { get; } = new();
    }
}
