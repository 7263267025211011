using Avalonia.Controls;

namespace MusicStore.Views;

public partial class AlbumView : UserControl
{
    public AlbumView()
    {
        InitializeComponent();
    }
}
