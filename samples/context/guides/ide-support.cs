// What docs/guides/implementation-guides/ide-support.md implies but does not show: the SettingsView method that
// reads the user's settings, which must not run in the previewer.
namespace MyApp.Views
{
    public partial class SettingsView
    {
        private void LoadUserSettings() { }
    }
}
