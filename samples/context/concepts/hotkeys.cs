// What docs/concepts/input/hotkeys.md implies but does not show: the view model EditorView.axaml binds to, and the
// named controls of that view, which the code-behind fragments use.
namespace MyApp.ViewModels
{
    public partial class EditorViewModel : ObservableObject
    {
        [ObservableProperty] private string _document = "";

        [RelayCommand]
        private void Save() { }

        [RelayCommand]
        private void Run() { }
    }
}

public class SampleContext : UserControl
{
    protected Button RunButton = new();
    protected MenuItem SaveMenuItem = new();
}
