// What docs/guides/data-binding/how-to-bind-can-execute.md implies but does not show: the members fragment belongs
// to the page's SignUpViewModel, which has a Status property.
public partial class SampleContext : ObservableObject
{
    [ObservableProperty]
    private string _status = string.Empty;
}
