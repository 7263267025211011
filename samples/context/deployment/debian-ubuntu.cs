// What docs/deployment/debian-ubuntu.md implies but does not show: the app's App class.
namespace MusicStore
{
    public partial class App : Application { }
}
