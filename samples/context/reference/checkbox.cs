// What docs/reference/controls/checkbox.md implies but does not show: the view model's list of options.
public partial class OptionViewModel : ObservableObject
{
    [ObservableProperty] private string _name = "";
    [ObservableProperty] private bool _isSelected;
}

public class SampleContext : ObservableObject
{
    protected ObservableCollection<OptionViewModel> Options { get; } = new();
}
