// What docs/concepts/templates/content-template.md implies but does not show: the view models and items its views
// bind to.
namespace MyApp.ViewModels
{
    public class User
    {
        public string DisplayName { get; init; } = "";
        public IBrush AvatarColor { get; init; } = Brushes.SteelBlue;
    }

    public partial class ProfileViewModel : ObservableObject
    {
        [ObservableProperty] private User? _currentUser;

        [RelayCommand] private void OpenProfile() { }
    }

    public class Message
    {
        public string Subject { get; init; } = "";
        public DateTime Received { get; init; }
    }

    public class InboxViewModel : ObservableObject
    {
        public ObservableCollection<Message> Messages { get; } = new();
    }
}
