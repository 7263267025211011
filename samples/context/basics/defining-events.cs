// What docs/basics/user-interface/controls/creating-controls/defining-events.md implies: its wrapper and raising
// fragments are members of the control that registers RatingChangedEvent in the first sample.
using Avalonia.Interactivity;

public class SampleContext : TemplatedControl
{
    public static readonly RoutedEvent<RoutedEventArgs> RatingChangedEvent =
        RoutedEvent.Register<SampleContext, RoutedEventArgs>("RatingChanged", RoutingStrategies.Bubble);
}
