// What docs/get-started/wpf/propertychangedcallback.md implies but does not show: the Header property and the
// UpdateHeaderLayout method of the control its first two fragments belong to, and the Slider that the last fragment,
// code-behind of a window, watches. One base class serves both, so it is a Window.
public class SampleContext : Window
{
    public static readonly StyledProperty<string?> HeaderProperty =
        AvaloniaProperty.Register<SampleContext, string?>("Header");

    protected Slider slider = new();

    protected void UpdateHeaderLayout(string? oldHeader, string? newHeader) { }
}
