// What docs/guides/development-guides/accessing-the-ui-thread.md implies but does not show: the window and the
// text block that the statements read and update.
public class SampleContext : Window
{
    protected Window mainWindow = new();
    protected TextBlock clockText = new();
}
