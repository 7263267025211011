// What docs/guides/custom-controls/how-to-create-advanced-custom-controls.md implies but does not show: the member
// fragments are parts of NumericStepper, with the part fields and click handlers of the complete control.
public class SampleContext : MyApp.Controls.NumericStepper
{
    protected Button? _decreaseButton;
    protected Button? _increaseButton;

    protected void OnDecreaseClick(object? sender, Avalonia.Interactivity.RoutedEventArgs e) { }

    protected void OnIncreaseClick(object? sender, Avalonia.Interactivity.RoutedEventArgs e) { }
}
