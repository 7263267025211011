using Avalonia.Controls;

namespace MusicStore.Views;

public partial class MusicStoreView : UserControl
{
    public MusicStoreView()
    {
        InitializeComponent();
    }
}
