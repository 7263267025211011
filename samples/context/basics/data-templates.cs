// What docs/basics/data/data-templates.md implies but does not show: the view models of its notifications and folders
// views, and the list of names, declared in the view's XAML as <ListBox x:Name="NamesList" />, whose template the
// code sets.
namespace MyApp.ViewModels
{
    public class MessageNotification
    {
        public string Text { get; set; } = "";
    }

    public class ErrorNotification
    {
        public string Message { get; set; } = "";
    }

    public class MainWindowViewModel : ObservableObject
    {
        public ObservableCollection<object> Notifications { get; } = new();
    }

    public class FolderViewModel : ObservableObject
    {
        public string Name { get; set; } = "";
        public ObservableCollection<FolderViewModel> Children { get; } = new();
    }

    public class FoldersViewModel : ObservableObject
    {
        public ObservableCollection<FolderViewModel> Folders { get; } = new();
    }
}

public class SampleContext : Window
{
    protected ListBox NamesList = new();
}
