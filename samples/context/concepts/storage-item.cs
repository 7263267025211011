// What docs/concepts/services/storage-provider/storage-item.md implies but does not show: the storage provider from
// the TopLevel, the app's notes, the WriteAllTextAsync helper of "Reading and writing files", and the folder the
// export sample picked.
namespace MyApp.Models
{
    public record Note(string Title, string Body);
}

public class SampleContext : Window
{
    protected IStorageProvider storage = null!;
    protected List<MyApp.Models.Note> notes = new();
    protected IStorageFolder target = null!;

    // The helper the page shows above.
    protected static Task WriteAllTextAsync(IStorageFile file, string text) => Task.CompletedTask;
}
