// The docs' samples compile against the Avalonia packages the NuGet source serves; it lacks the native platform
// packages (Avalonia.Desktop and what it pulls in, Avalonia.Skia, Avalonia.Diagnostics). These declarations
// stand in for the few of their public members that samples call, with the signatures of Avalonia 11's source
// (src/Avalonia.Desktop/AppBuilderDesktopExtensions.cs, src/Skia/Avalonia.Skia/SkiaApplicationExtensions.cs,
// src/Avalonia.Diagnostics/DevToolsExtensions.cs and Diagnostics/DevToolsOptions.cs,
// src/Avalonia.Native/AvaloniaNativePlatformExtensions.cs, src/Avalonia.X11/X11Platform.cs). They are never run.
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
        public static void AttachDevTools(this Avalonia.Controls.TopLevel root, Avalonia.Diagnostics.DevToolsOptions options) { }
        public static void AttachDevTools(this Application application) { }
        public static void AttachDevTools(this Application application, Avalonia.Diagnostics.DevToolsOptions options) { }
    }

    public static class AvaloniaNativePlatformExtensions
    {
        public static AppBuilder UseAvaloniaNative(this AppBuilder builder) => builder;
    }

    public enum AvaloniaNativeRenderingMode
    {
        OpenGl = 1,
        Software = 2,
        Metal = 3,
    }

    public class AvaloniaNativePlatformOptions
    {
        public System.Collections.Generic.IReadOnlyList<AvaloniaNativeRenderingMode> RenderingMode { get; set; } =
            new[] { AvaloniaNativeRenderingMode.OpenGl, AvaloniaNativeRenderingMode.Metal, AvaloniaNativeRenderingMode.Software };
        public bool OverlayPopups { get; set; }
        public string AvaloniaNativeLibraryPath { get; set; } = "";
        public bool AppSandboxEnabled { get; set; } = true;
    }

    public class X11PlatformOptions
    {
        public bool OverlayPopups { get; set; }
        public bool UseDBusMenu { get; set; } = true;
        public bool UseDBusFilePicker { get; set; } = true;
        public bool? EnableIme { get; set; } = true;
        public bool EnableInputFocusProxy { get; set; }
        public bool ShouldRenderOnUIThread { get; set; }
        public string? WmClass { get; set; }
        public bool? EnableMultiTouch { get; set; } = true;
        public bool? UseRetainedFramebuffer { get; set; }
        public bool UseGLibMainLoop { get; set; }
    }

    public class MacOSPlatformOptions
    {
        public bool ShowInDock { get; set; } = true;
        public bool DisableDefaultApplicationMenuItems { get; set; }
        public bool DisableNativeMenus { get; set; }
        public bool DisableSetProcessName { get; set; }
        public bool DisableAvaloniaAppDelegate { get; set; }
    }
}

namespace Avalonia.Diagnostics
{
    public class DevToolsOptions
    {
        public Avalonia.Input.KeyGesture Gesture { get; set; } = new Avalonia.Input.KeyGesture(Avalonia.Input.Key.F12);
        public bool ShowAsChildWindow { get; set; } = true;
        public Size Size { get; set; } = new Size(1280, 720);
        public int? StartupScreenIndex { get; set; }
        public bool ShowImplementedInterfaces { get; set; } = true;
        public Avalonia.Styling.ThemeVariant? ThemeVariant { get; set; }
        public Avalonia.Media.IBrush? FocusHighlighterBrush { get; set; }
    }
}
