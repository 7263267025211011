using Avalonia.Controls;
using CommunityToolkit.Mvvm.Messaging;
using MusicStore.Messages;
using MusicStore.ViewModels;

namespace MusicStore.Views;

public partial class MainWindow : Window
{
    public MainWindow()
    {
        InitializeComponent();

        WeakReferenceMessenger.Default.Register<MainWindow, PurchaseAlbumMessage>(this, static (window, message) =>
        {
            var dialog = new MusicStoreWindow
            {
                DataContext = new MusicStoreViewModel()
            };

            message.Reply(dialog.ShowDialog<AlbumViewModel?>(window));
        });
    }
}
