// What docs/concepts/input/drag-and-drop.md implies but does not show: the card's TextBlock that the drag source
// reads its title from.
public class SampleContext : Window
{
    protected TextBlock CardTitle = new();
}
