// What docs/faq.md implies but does not show: the code-behind members its answers use (a loading method, a status
// TextBlock and the control to print).
public class SampleContext : Window
{
    protected TextBlock StatusText = new();
    protected Control report = new Border();

    protected List<string> LoadItemsFromDisk() => new();
}
