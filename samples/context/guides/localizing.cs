// What docs/guides/implementation-guides/localizing.md implies but does not show: the class that
// PublicResXFileCodeGenerator generates from Lang/Resources.resx, the generated InitializeComponent of
// MainWindow.axaml, and a view model with a StatusMessage property.
using System.Globalization;

namespace MyApp.Lang
{
    public class Resources
    {
        public static CultureInfo? Culture { get; set; }
        public static string Greeting => "Hello";
        public static string SaveButton => "Save";
    }
}

namespace MyApp.Views
{
    public partial class MainWindow
    {
        private void InitializeComponent() { }
    }
}

public partial class SampleContext : ObservableObject
{
    [ObservableProperty]
    private string _statusMessage = "";
}
