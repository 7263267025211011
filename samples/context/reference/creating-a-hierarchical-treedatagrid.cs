// What docs/reference/controls/treedatagrid/creating-a-hierarchical-treedatagrid.md implies but does not show:
// the Source property of its view model, which the fragments use.
public class SampleContext : Window
{
    protected HierarchicalTreeDataGridSource<MyApp.Models.FileNode> Source = null!;
}
