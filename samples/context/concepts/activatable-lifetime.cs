// What docs/concepts/services/activatable-lifetime.md implies but does not show: the app's own PlaybackService and
// Navigation classes, which the page says stand for your own code.
namespace MyApp.Services
{
    public class PlaybackService
    {
        public void Pause() { }

        public void Resume() { }
    }

    public static class Navigation
    {
        public static void Open(Uri uri) { }
    }
}
