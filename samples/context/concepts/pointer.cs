// What docs/concepts/input/pointer.md implies but does not show: the canvas the handler is attached to and the
// drawing app's own methods that it calls.
public class SampleContext : Window
{
    protected Canvas DrawingCanvas = new();

    protected void ShowContextTools(Point position) { }

    protected void AddNodeAt(Point position) { }
}
