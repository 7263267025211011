// What docs/reference/gestures/pullgesturerecognizer.md implies but does not show: the named border of its XAML.
public class SampleContext : Window
{
    protected Border Sheet = new();
}
