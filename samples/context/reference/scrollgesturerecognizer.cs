// What docs/reference/gestures/scrollgesturerecognizer.md implies but does not show: the named elements of its
// XAML, and MapView.axaml (the same elements), from which Avalonia generates InitializeComponent and the fields.
public class SampleContext : Window
{
    protected Border Surface = new();
    protected Canvas Map = new();
}

namespace MyApp.Views
{
    public partial class MapView
    {
        private readonly Border Surface = new();
        private readonly Canvas Map = new();

        private void InitializeComponent() { }
    }
}
