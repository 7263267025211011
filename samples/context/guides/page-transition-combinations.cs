// What docs/guides/graphics-and-animation/page-transitions/page-transition-combinations.md implies but does not show: the C# tab runs in the
// window's code-behind, where the carousel named Pages is a field.
public class SampleContext : Window
{
    protected Carousel Pages = new();
}
