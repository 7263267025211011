using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using Avalonia.Media.Imaging;
using CommunityToolkit.Mvvm.ComponentModel;
using MusicStore.Models;
using MusicStore.Services;

namespace MusicStore.ViewModels;

public partial class AlbumViewModel : ViewModelBase
{
    private readonly Album _album;

    public AlbumViewModel(Album album)
    {
        _album = album;
    }

    public string Artist => _album.Artist;

    public string Title => _album.Title;

    [ObservableProperty]
    private Bitmap? _cover;

    // #region cache
    public async Task LoadCoverAsync(CancellationToken cancellationToken)
    {
        try
        {
            Stream stream;
            if (AlbumCache.HasCover(_album))
            {
                stream = AlbumCache.OpenCover(_album);
            }
            else if (!string.IsNullOrEmpty(_album.CoverUrl))
            {
                stream = await AlbumService.DownloadCoverAsync(_album, cancellationToken);
            }
            else
            {
                return;
            }

            await using (stream)
            {
                Cover = await Task.Run(() => Bitmap.DecodeToWidth(stream, 200), cancellationToken);
            }
        }
        catch (HttpRequestException)
        {
            // Keep the placeholder when a cover cannot be downloaded.
        }
        catch (Exception ex) when (ex is not OperationCanceledException)
        {
            // The bytes are not an image the decoder understands: keep the placeholder too.
            Debug.WriteLine($"Cover of {Title} could not be decoded: {ex.Message}");
        }
    }

    public async Task SaveToDiskAsync()
    {
        await AlbumCache.SaveAlbumAsync(_album);

        var cover = Cover;
        if (cover is not null)
        {
            await Task.Run(() => AlbumCache.SaveCover(_album, cover));
        }
    }
    // #endregion

    // #region load-cached
    public static async Task<IReadOnlyList<AlbumViewModel>> LoadCachedAsync()
    {
        var albums = await AlbumCache.LoadAlbumsAsync();
        return albums.Select(album => new AlbumViewModel(album)).ToList();
    }
    // #endregion
}
