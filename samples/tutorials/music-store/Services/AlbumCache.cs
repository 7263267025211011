using System;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;
using System.Threading.Tasks;
using Avalonia.Media.Imaging;
using MusicStore.Models;

namespace MusicStore.Services;

public static class AlbumCache
{
    private static readonly string s_cacheFolder = Path.Combine(
        Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData),
        "MusicStore",
        "Cache");

    private static readonly JsonSerializerOptions s_jsonOptions = new() { WriteIndented = true };

    public static async Task SaveAlbumAsync(Album album)
    {
        Directory.CreateDirectory(s_cacheFolder);

        await using var stream = File.Create(GetBasePath(album) + ".json");
        await JsonSerializer.SerializeAsync(stream, album, s_jsonOptions);
    }

    public static void SaveCover(Album album, Bitmap cover)
    {
        Directory.CreateDirectory(s_cacheFolder);
        cover.Save(GetBasePath(album) + ".png");
    }

    public static bool HasCover(Album album) => File.Exists(GetBasePath(album) + ".png");

    public static Stream OpenCover(Album album) => File.OpenRead(GetBasePath(album) + ".png");

    public static async Task<IReadOnlyList<Album>> LoadAlbumsAsync()
    {
        var albums = new List<Album>();
        if (!Directory.Exists(s_cacheFolder))
        {
            return albums;
        }

        foreach (var file in Directory.EnumerateFiles(s_cacheFolder, "*.json"))
        {
            try
            {
                await using var stream = File.OpenRead(file);
                var album = await JsonSerializer.DeserializeAsync<Album>(stream, s_jsonOptions);
                if (album is not null)
                {
                    albums.Add(album);
                }
            }
            catch (JsonException)
            {
                // Skip a damaged file instead of failing the whole collection.
            }
        }

        return albums;
    }

    private static string GetBasePath(Album album)
    {
        var name = $"{album.Artist} - {album.Title}";
        foreach (var invalid in Path.GetInvalidFileNameChars())
        {
            name = name.Replace(invalid, '_');
        }

        return Path.Combine(s_cacheFolder, name);
    }
}
