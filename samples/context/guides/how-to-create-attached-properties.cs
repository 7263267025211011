// What docs/guides/custom-controls/how-to-create-attached-properties.md implies but does not show: the accessor
// fragment lives in TextBoxBehaviors next to the field the page registers, and the code that reads the value has a
// text box at hand.
public class SampleContext : Window
{
    protected static readonly AttachedProperty<bool> SelectAllOnFocusProperty =
        MyApp.Behaviors.TextBoxBehaviors.SelectAllOnFocusProperty;

    protected TextBox textBox = new();
}
