using System;
using Avalonia;

namespace MusicStore;

internal sealed class Program
{
    // Avalonia is not initialized yet here: do not touch its types before AppBuilder has set it up.
    [STAThread]
    public static void Main(string[] args) => BuildAvaloniaApp().StartWithClassicDesktopLifetime(args);

    // The previewer calls this method too, so keep its name and signature.
    public static AppBuilder BuildAvaloniaApp() =>
        AppBuilder.Configure<App>()
            .UsePlatformDetect()
            .WithInterFont()
            .LogToTrace();
}
