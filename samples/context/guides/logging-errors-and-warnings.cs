// What docs/guides/implementation-guides/logging-errors-and-warnings.md implies but does not show: the application
// class that AppBuilder.Configure<App>() names.
public class App : Application { }
