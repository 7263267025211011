// What docs/basics/user-interface/adding-interactivity.md implies: the handler is a member of MainWindow, whose XAML
// names these controls.
public class SampleContext : Window
{
    protected TextBox NameBox = new();
    protected TextBlock Output = new();
}
