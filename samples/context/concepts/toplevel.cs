// What docs/concepts/toplevel.md implies but does not show: the view whose code-behind its handlers are, with the
// text box the copy handler reads, and the view model that receives the storage provider.
using Avalonia.Platform.Storage;

public class MainViewModel : ObservableObject
{
    public IStorageProvider? StorageProvider { get; set; }
}

public class SampleContext : UserControl
{
    protected TextBox NameBox = new();
}
