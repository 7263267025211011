// The check cannot compile ReactiveUI, so docs/concepts/reactiveui/reactive-command.md's DownloadViewModel is not
// compiled; this stand-in has the same bindable members, so the view's compiled bindings are checked against them.
using System.Windows.Input;

namespace MyApp.ViewModels
{
    public class DownloadViewModel
    {
        public ICommand Download { get; } = null!;
        public ICommand Cancel { get; } = null!;
        public ICommand Clear { get; } = null!;
        public ICommand Open { get; } = null!;
        public string Url { get; set; } = "";
        public string Status { get; set; } = "";
        public bool IsBusy { get; }
    }
}
