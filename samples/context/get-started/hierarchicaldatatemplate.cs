// What docs/get-started/wpf/hierarchicaldatatemplate.md implies but does not show: the view model of its view,
// which holds the top-level folders.
namespace MyApp.ViewModels
{
    public class ExplorerViewModel
    {
        public ObservableCollection<FolderViewModel> Folders { get; } = new();
    }
}
