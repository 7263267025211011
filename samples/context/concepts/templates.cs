// What docs/concepts/templates/index.md implies but does not show: the person and the view model that lists people.
namespace MyApp.ViewModels
{
    public class Person
    {
        public string Name { get; init; } = "";
    }

    public class PeopleViewModel : ObservableObject
    {
        public ObservableCollection<Person> People { get; } = new();
    }
}
