// The docs' samples compile against the Avalonia packages the NuGet source serves; it lacks the native platform
// packages (Avalonia.Desktop and what it pulls in, Avalonia.Skia, Avalonia.Diagnostics). These declarations
// stand in for the few of their public members that samples call, with the signatures of Avalonia 11's source
// (src/Avalonia.Desktop/AppBuilderDesktopExtensions.cs, src/Skia/Avalonia.Skia/SkiaApplicationExtensions.cs,
// src/Avalonia.Diagnostics/DevToolsExtensions.cs). They are never run.
#nullable enable
namespace Avalonia
{
    public static class AppBuilderDesktopExtensions
    {
        public static AppBuilder UsePlatformDetect(this AppBuilder builder) => builder;
    }

    public static class SkiaApplicationExtensions
    {
        public static AppBuilder UseSkia(this AppBuilder builder) => builder;
    }

    public static class DevToolsExtensions
    {
        public static void AttachDevTools(this Avalonia.Controls.TopLevel root) { }
        public static void AttachDevTools(this Avalonia.Controls.TopLevel root, Avalonia.Input.KeyGesture gesture) { }
        public static void AttachDevTools(this Application application) { }
    }
}
