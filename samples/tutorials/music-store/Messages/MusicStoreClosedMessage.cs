using MusicStore.ViewModels;

namespace MusicStore.Messages;

public sealed record MusicStoreClosedMessage(AlbumViewModel SelectedAlbum);
