using CommunityToolkit.Mvvm.Messaging.Messages;
using MusicStore.ViewModels;

namespace MusicStore.Messages;

public sealed class PurchaseAlbumMessage : AsyncRequestMessage<AlbumViewModel?>
{
}
