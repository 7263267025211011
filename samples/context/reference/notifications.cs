// What docs/reference/controls/notifications.md implies but does not show: the window's manager, created as
// "Create the manager" describes, and the action a click on the card runs.
using Avalonia.Controls.Notifications;

public class SampleContext : Window
{
    protected WindowNotificationManager manager = null!;
    protected void OpenDownloads() { }
}
