// What docs/reference/jetbrains-rider-ide/jetbrains-rider-setup.md implies but does not show: the view model of
// the MVVM template's main window, with the Greeting its view binds to.
namespace MyApp.ViewModels
{
    public partial class MainWindowViewModel : ObservableObject
    {
        public string Greeting { get; } = "Welcome to Avalonia!";
    }
}
