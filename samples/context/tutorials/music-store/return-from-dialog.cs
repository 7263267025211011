// What the intermediate main view model on docs/tutorials/music-store-app/return-from-dialog.md needs from earlier steps.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
    public partial class AlbumViewModel : ViewModelBase { }
}

namespace MusicStore.Messages
{
    public sealed class PurchaseAlbumMessage
        : CommunityToolkit.Mvvm.Messaging.Messages.AsyncRequestMessage<MusicStore.ViewModels.AlbumViewModel?> { }
}
