// What the intermediate code on docs/tutorials/music-store-app/opening-a-dialog.md needs from the files the page
// includes from the project.
namespace MusicStore.ViewModels
{
    public abstract class ViewModelBase : ObservableObject { }
}

namespace MusicStore.Messages
{
    public sealed class PurchaseAlbumMessage
        : CommunityToolkit.Mvvm.Messaging.Messages.AsyncRequestMessage<MusicStore.ViewModels.AlbumViewModel?> { }
}
