// What docs/guides/graphics-and-animation/page-transitions/cross-fade-page-transition.md implies but does not show: the C# tab runs in the
// window's code-behind, where the carousel named Pages is a field.
public class SampleContext : Window
{
    protected Carousel Pages = new();
}
