// What docs/reference/animation-settings.md implies but does not show: the named button of its XAML tab.
public class SampleContext : Window
{
    protected Button ShakeButton = new();
}
