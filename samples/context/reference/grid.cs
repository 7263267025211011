// What docs/reference/controls/grid/index.md implies but does not show: the grid its code changes.
public class SampleContext : Window
{
    protected Grid grid = new();
}
