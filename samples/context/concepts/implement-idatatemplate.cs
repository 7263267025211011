// What docs/concepts/templates/implement-idatatemplate.md implies but does not show: the task model and the view
// model that lists the tasks.
using MyApp.Models;

namespace MyApp.Models
{
    public class TaskItem
    {
        public string Title { get; init; } = "";
        public string Status { get; init; } = "Open";
    }
}

namespace MyApp.ViewModels
{
    public class TasksViewModel : ObservableObject
    {
        public ObservableCollection<TaskItem> Tasks { get; } = new();
    }
}
