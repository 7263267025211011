// What docs/guides/data-binding/binding-from-code.md implies but does not show: the controls that the earlier
// samples on the page create.
public class SampleContext : Window
{
    protected TextBox input = new();
    protected TextBlock greeting = new();
}
