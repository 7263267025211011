// What docs/concepts/accessibility.md implies but does not show: the view model of its sign-up view.
namespace MyApp.ViewModels
{
    public partial class SignUpViewModel : ObservableObject
    {
        [ObservableProperty] private string _email = "";
        [ObservableProperty] private string _password = "";

        [RelayCommand] private void RevealPassword() { }
        [RelayCommand] private void SignUp() { }
    }
}
