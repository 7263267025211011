using Avalonia.Controls;
using CommunityToolkit.Mvvm.Messaging;
using MusicStore.Messages;

namespace MusicStore.Views;

public partial class MusicStoreWindow : Window
{
    public MusicStoreWindow()
    {
        InitializeComponent();

        WeakReferenceMessenger.Default.Register<MusicStoreWindow, MusicStoreClosedMessage>(this,
            static (window, message) => window.Close(message.SelectedAlbum));

        Closed += (_, _) => WeakReferenceMessenger.Default.UnregisterAll(this);
    }
}
