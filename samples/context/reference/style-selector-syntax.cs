// What docs/reference/styles/style-selector-syntax.md implies but does not show: the app's own control that its
// namespaced selector names.
using Avalonia.Controls.Primitives;

namespace MyApp.Controls
{
    public class StatusBadge : TemplatedControl
    {
    }
}
