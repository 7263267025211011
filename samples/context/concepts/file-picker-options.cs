// What docs/concepts/services/storage-provider/file-picker-options.md implies but does not show: the storage
// provider from the TopLevel.
public class SampleContext : Window
{
    protected IStorageProvider storage = null!;
}
