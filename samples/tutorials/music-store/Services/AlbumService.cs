using System;
using System.Collections.Generic;
using System.IO;
using System.Net.Http;
using System.Text.Json;
using System.Text.Json.Serialization;
using System.Threading;
using System.Threading.Tasks;
using MusicStore.Models;

namespace MusicStore.Services;

public static class AlbumService
{
    private static readonly HttpClient s_httpClient = new()
    {
        BaseAddress = new Uri("https://itunes.apple.com/")
    };

    public static async Task<IReadOnlyList<Album>> SearchAsync(string searchTerm, CancellationToken cancellationToken)
    {
        var requestUri = "search?media=music&entity=album&limit=25&term=" + Uri.EscapeDataString(searchTerm);

        await using var stream = await s_httpClient.GetStreamAsync(requestUri, cancellationToken);
        var response = await JsonSerializer.DeserializeAsync<SearchResponse>(stream, cancellationToken: cancellationToken);

        var albums = new List<Album>();
        if (response?.Results is null)
        {
            return albums;
        }

        foreach (var result in response.Results)
        {
            if (result.ArtistName is null || result.CollectionName is null)
            {
                continue;
            }

            albums.Add(new Album(result.ArtistName, result.CollectionName, result.ArtworkUrl100 ?? string.Empty));
        }

        return albums;
    }

    // #region download-cover
    public static async Task<Stream> DownloadCoverAsync(Album album, CancellationToken cancellationToken)
    {
        var bytes = await s_httpClient.GetByteArrayAsync(album.CoverUrl, cancellationToken);
        return new MemoryStream(bytes);
    }
    // #endregion

    private sealed class SearchResponse
    {
        [JsonPropertyName("results")]
        public List<SearchResult>? Results { get; set; }
    }

    private sealed class SearchResult
    {
        [JsonPropertyName("artistName")]
        public string? ArtistName { get; set; }

        [JsonPropertyName("collectionName")]
        public string? CollectionName { get; set; }

        [JsonPropertyName("artworkUrl100")]
        public string? ArtworkUrl100 { get; set; }
    }
}
