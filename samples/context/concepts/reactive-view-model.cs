// The check cannot compile ReactiveUI, so docs/concepts/reactiveui/reactive-view-model.md's SearchViewModel is not
// compiled; this stand-in has the same bindable members, so the view's compiled bindings are checked against them.
namespace MyApp.ViewModels
{
    public class SearchViewModel
    {
        public string Query { get; set; } = "";
        public IReadOnlyList<string> Results { get; } = Array.Empty<string>();
        public bool HasResults => Results.Count > 0;
    }
}
