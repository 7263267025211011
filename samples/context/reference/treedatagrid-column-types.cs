// What docs/reference/controls/treedatagrid/treedatagrid-column-types.md implies but does not show: the model
// types its columns read (as on the flat and hierarchical TreeDataGrid pages) and the view model its view binds to.
namespace MyApp.Models
{
    public class Person
    {
        public string Name { get; set; } = "";
        public decimal Salary { get; set; }
        public bool IsActive { get; set; }
        public string Status { get; set; } = "";
    }

    public class FileNode
    {
        public string Name { get; set; } = "";
        public ObservableCollection<FileNode> Children { get; } = new();
        public bool IsExpanded { get; set; }
    }
}

namespace MyApp.ViewModels
{
    public class PeopleViewModel
    {
        public FlatTreeDataGridSource<MyApp.Models.Person> Source { get; } = new(Array.Empty<MyApp.Models.Person>());
    }
}

public class SampleContext : Window
{
}
