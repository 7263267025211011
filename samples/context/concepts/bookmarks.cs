// What docs/concepts/services/storage-provider/bookmarks.md implies but does not show: the storage provider from
// the TopLevel, the app's own settings object that keeps bookmark strings, and the bookmark of a recent-files entry.
namespace MyApp.Services
{
    public class AppSettings
    {
        public string? LastProjectBookmark { get; set; }
        public string? LibraryBookmark { get; set; }

        public void Save() { }
    }
}

public class SampleContext : Window
{
    protected IStorageProvider storage = null!;
    protected MyApp.Services.AppSettings settings = new();
    protected string bookmark = "";
}
