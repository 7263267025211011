// What docs/guides/styles-and-resources/resources.md implies but does not show: the named border of the view whose
// code-behind looks up the resource, and the converter and model that the resources in App.axaml name.
public class SampleContext : Window
{
    protected Border StatusBorder = new();
}

namespace MyApp.Converters
{
    public class StatusToBrushConverter : Avalonia.Data.Converters.IValueConverter
    {
        public object? Convert(object? value, Type targetType, object? parameter, System.Globalization.CultureInfo culture) =>
            Brushes.Gray;

        public object? ConvertBack(object? value, Type targetType, object? parameter, System.Globalization.CultureInfo culture) =>
            throw new NotSupportedException();
    }
}

namespace MyApp.Models
{
    public class Order
    {
        public int Number { get; set; }
        public string Customer { get; set; } = "";
    }
}
