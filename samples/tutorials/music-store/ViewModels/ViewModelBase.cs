using CommunityToolkit.Mvvm.ComponentModel;

namespace MusicStore.ViewModels;

public abstract class ViewModelBase : ObservableObject
{
}
