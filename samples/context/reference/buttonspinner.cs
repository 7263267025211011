// What docs/reference/controls/buttons/buttonspinner.md implies but does not show: the named controls of its XAML.
public class SampleContext : Window
{
    protected ButtonSpinner SizeSpinner = new();
    protected TextBlock SizeText = new();
}
