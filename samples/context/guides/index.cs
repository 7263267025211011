// What docs/guides/implementation-guides/index.md implies but does not show: the application class that every
// Avalonia project declares in App.axaml.cs, and the Program class that holds BuildAvaloniaApp.
public class App : Application { }

public class SampleContext { }
