// What docs/guides/data-binding/binding-classes.md implies but does not show: the code-behind's named TextBlock and
// the state it reflects.
public class SampleContext : Window
{
    protected TextBlock StatusText = new();
    protected bool isOffline;
}
