using System;
using System.Collections.ObjectModel;
using System.Diagnostics;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using CommunityToolkit.Mvvm.Input;
using CommunityToolkit.Mvvm.Messaging;
using MusicStore.Messages;

namespace MusicStore.ViewModels;

public partial class MainWindowViewModel : ViewModelBase
{
    public MainWindowViewModel()
    {
        _ = LoadAlbumsAsync();
    }

    public ObservableCollection<AlbumViewModel> Albums { get; } = new();

    // #region buy-music
    [RelayCommand]
    private async Task BuyMusicAsync()
    {
        var album = await WeakReferenceMessenger.Default.Send(new PurchaseAlbumMessage());

        if (album is not null)
        {
            Albums.Add(album);
            await album.SaveToDiskAsync();
        }
    }
    // #endregion

    private async Task LoadAlbumsAsync()
    {
        try
        {
            var albums = await AlbumViewModel.LoadCachedAsync();

            foreach (var album in albums)
            {
                Albums.Add(album);
            }

            foreach (var album in albums)
            {
                await album.LoadCoverAsync(CancellationToken.None);
            }
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            Debug.WriteLine($"Could not load the collection: {ex.Message}");
        }
    }
}
