// What docs/basics/user-interface/controls/creating-controls/defining-properties.md implies: its OnPropertyChanged
// fragment is a member of the rating control, whose properties the page registers in its other samples, and the view
// model of its last sample.
public class SampleContext : TemplatedControl
{
    public static readonly StyledProperty<int> ValueProperty =
        AvaloniaProperty.Register<SampleContext, int>("Value");

    public static readonly StyledProperty<int> MaximumProperty =
        AvaloniaProperty.Register<SampleContext, int>("Maximum", defaultValue: 5);

    protected bool HasRating { get; set; }
}

namespace MyApp.ViewModels
{
    public partial class MainWindowViewModel : ObservableObject
    {
        [ObservableProperty] private int _score;
    }
}
