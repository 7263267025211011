// What docs/guides/styles-and-resources/setter-precedence.md implies but does not show: the named buttons of the
// view whose code-behind runs the statements.
public class SampleContext : Window
{
    protected Button ResetButton = new();
    protected Button SaveButton = new();
}
