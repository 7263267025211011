// What docs/basics/user-interface/assets.md implies: the C# tab runs in the code-behind of the view whose XAML names
// the Image.
public class SampleContext : Window
{
    protected Image Logo = new();
}
