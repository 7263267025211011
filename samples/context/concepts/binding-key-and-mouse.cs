// What docs/concepts/input/binding-key-and-mouse.md implies but does not show: the ViewModelBase of the
// avalonia.mvvm template, which the page's view model derives from.
namespace MyApp.ViewModels
{
    public class ViewModelBase : ObservableObject { }
}
