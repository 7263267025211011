// What docs/basics/user-interface/introduction-to-xaml.md implies but does not show: the view model of its window.
namespace MyApp.ViewModels
{
    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private string _name = "";
        [ObservableProperty] private string _greeting = "";

        [RelayCommand]
        private void Greet() => Greeting = $"Hello, {Name}!";
    }
}
