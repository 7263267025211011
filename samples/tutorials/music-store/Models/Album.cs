namespace MusicStore.Models;

public record Album(string Artist, string Title, string CoverUrl);
