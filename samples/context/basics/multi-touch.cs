// What docs/basics/user-interface/multi-touch.md implies: its fragments are code-behind of a view whose XAML names
// these controls.
public class SampleContext : Window
{
    protected Canvas TouchArea = new();
    protected TextBlock CountText = new();
    protected Image Photo = new();
}
