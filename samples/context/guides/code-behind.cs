// What docs/guides/implementation-guides/code-behind.md implies but does not show: the fragments are parts of the
// MainWindow shown at the top of the page (its named controls, generated InitializeComponent and OnSaveClick
// handler), and the view model its DataContext holds.
using Avalonia.Interactivity;
using CommunityToolkit.Mvvm.Input;

namespace MyApp.ViewModels
{
    public partial class MainWindowViewModel : ObservableObject
    {
        [RelayCommand]
        private void Save() { }
    }
}

public class SampleContext : Window
{
    protected TextBox NoteBox = new();
    protected Button SaveButton = new();

    protected void InitializeComponent() { }

    protected void OnSaveClick(object? sender, RoutedEventArgs e) { }
}
