// What docs/get-started/wpf/class-handlers.md implies but does not show: the rest of the Card control, whose
// Select and OnAnyKeyDown methods the class handlers call.
public class SampleContext : TemplatedControl
{
    protected void Select() { }
}

public class Card : SampleContext
{
    public void OnAnyKeyDown(KeyEventArgs e) { }
}
