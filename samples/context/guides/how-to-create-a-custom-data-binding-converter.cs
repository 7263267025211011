// What docs/guides/data-binding/how-to-create-a-custom-data-binding-converter.md takes from another page: the
// ProfileViewModel of how-to-bind-multiple-properties.md, which StatusView binds to.
namespace MyApp.ViewModels
{
    public partial class ProfileViewModel : ObservableObject
    {
        [ObservableProperty] private string _firstName = "Ada";
        [ObservableProperty] private string _lastName = "Lovelace";
        [ObservableProperty] private bool _isOnline = true;
    }
}
