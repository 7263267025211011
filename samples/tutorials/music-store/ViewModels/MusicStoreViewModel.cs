using System;
using System.Collections.ObjectModel;
using System.Diagnostics;
using System.Linq;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;
using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using CommunityToolkit.Mvvm.Messaging;
using MusicStore.Messages;
using MusicStore.Services;

namespace MusicStore.ViewModels;

public partial class MusicStoreViewModel : ViewModelBase
{
    private CancellationTokenSource? _searchCancellation;

    [ObservableProperty]
    private string? _searchText;

    [ObservableProperty]
    private bool _isBusy;

    // #region buy
    [ObservableProperty]
    [NotifyCanExecuteChangedFor(nameof(BuyMusicCommand))]
    private AlbumViewModel? _selectedAlbum;

    [RelayCommand(CanExecute = nameof(CanBuyMusic))]
    private void BuyMusic()
    {
        if (SelectedAlbum is not null)
        {
            WeakReferenceMessenger.Default.Send(new MusicStoreClosedMessage(SelectedAlbum));
        }
    }

    private bool CanBuyMusic() => SelectedAlbum is not null;
    // #endregion

    public ObservableCollection<AlbumViewModel> SearchResults { get; } = new();

    partial void OnSearchTextChanged(string? value)
    {
        _searchCancellation?.Cancel();
        _searchCancellation = new CancellationTokenSource();
        _ = SearchAsync(value, _searchCancellation.Token);
    }

    // #region search
    private async Task SearchAsync(string? term, CancellationToken cancellationToken)
    {
        try
        {
            // Wait until the user pauses typing. A newer keystroke cancels this delay.
            await Task.Delay(400, cancellationToken);

            SearchResults.Clear();
            if (string.IsNullOrWhiteSpace(term))
            {
                return;
            }

            IsBusy = true;
            var albums = await AlbumService.SearchAsync(term, cancellationToken);
            cancellationToken.ThrowIfCancellationRequested();

            foreach (var album in albums)
            {
                SearchResults.Add(new AlbumViewModel(album));
            }

            IsBusy = false;
            await LoadCoversAsync(cancellationToken);
        }
        catch (OperationCanceledException)
        {
            // A newer search replaced this one.
        }
        catch (HttpRequestException ex)
        {
            Debug.WriteLine($"The search failed: {ex.Message}");
        }
        finally
        {
            if (!cancellationToken.IsCancellationRequested)
            {
                IsBusy = false;
            }
        }
    }

    private async Task LoadCoversAsync(CancellationToken cancellationToken)
    {
        foreach (var album in SearchResults.ToList())
        {
            await album.LoadCoverAsync(cancellationToken);
        }
    }
    // #endregion
}
