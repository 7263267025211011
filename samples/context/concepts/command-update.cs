// The check cannot compile ReactiveUI, so docs/concepts/reactiveui/command-update.md's SignInViewModel is not
// compiled; this stand-in has the same bindable members, so the view's compiled bindings are checked against them.
using System.Windows.Input;

namespace MyApp.ViewModels
{
    public class SignInViewModel
    {
        public string UserName { get; set; } = "";
        public string Password { get; set; } = "";
        public ICommand SignIn { get; } = null!;
    }
}
