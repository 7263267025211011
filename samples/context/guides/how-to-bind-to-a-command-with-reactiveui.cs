// What docs/guides/data-binding/how-to-bind-to-a-command-with-reactiveui.md shows but the check cannot compile:
// the page's SearchViewModel derives from ReactiveObject (Avalonia.ReactiveUI is not served to the check). This
// stand-in has the same public members, so the view's compiled bindings are still checked.
using System.Windows.Input;

namespace MyApp.ViewModels
{
    public class SearchViewModel
    {
        public string Query { get; set; } = string.Empty;
        public IReadOnlyList<string> Results { get; } = Array.Empty<string>();
        public bool IsSearching { get; }
        public ICommand SearchCommand { get; } = null!;
        public ICommand ClearCommand { get; } = null!;
    }
}
