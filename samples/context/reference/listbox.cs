// What docs/reference/controls/listbox.md implies but does not show: the method that opens a double-clicked task.
public class SampleContext : Window
{
    protected void OpenTask(MyApp.ViewModels.TaskItem task) { }
}
