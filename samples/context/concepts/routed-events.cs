// What docs/concepts/input/routed-events.md implies but does not show: the named TextBox and the tunnel-phase
// handler that the AddHandler line attaches.
public class SampleContext : Window
{
    protected TextBox InputBox = new();

    protected void OnPreviewKeyDown(object? sender, KeyEventArgs e) { }
}
