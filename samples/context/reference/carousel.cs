// What docs/reference/controls/carousel.md implies but does not show: the named carousel of its XAML.
public class SampleContext : Window
{
    protected Carousel Slides = new();
}
