// What docs/concepts/templates/creating-data-templates-in-code.md implies but does not show: its model.
namespace MyApp.Models
{
    public class Person
    {
        public string FirstName { get; set; } = "";
        public string LastName { get; set; } = "";
        public bool IsVip { get; set; }
    }
}
