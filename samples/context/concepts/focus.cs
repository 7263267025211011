// What docs/concepts/input/focus.md implies but does not show: the named controls of the window its handlers use.
public class SampleContext : Window
{
    protected TextBox SearchBox = new();
    protected TextBlock HelpText = new();
}
