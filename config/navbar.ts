import type { Navbar } from '@docusaurus/theme-common';

/** External resources, listed in the navbar's Resources dropdown. */
export const RESOURCE_LINKS = [
  { label: 'Sample apps', href: 'https://github.com/AvaloniaUI/Avalonia.Samples' },
  { label: 'Quick guides', href: 'https://avaloniaui.net/guides' },
  { label: 'FAQ', href: 'https://avaloniaui.net/faq' },
  { label: 'Videos', href: 'https://www.youtube.com/@AvaloniaUI' },
  { label: 'XAML Playground', href: 'https://playground.avaloniaui.net' },
  { label: 'Community list', href: 'https://github.com/AvaloniaCommunity/awesome-avalonia' },
  { label: 'Trademark guidelines', href: 'https://avaloniaui.net/trademark-guidelines' },
] as const;

export const SUPPORT_URL = 'https://avaloniaui.net/support';

export function navbar({ hideOnScroll }: { hideOnScroll: boolean }): Navbar {
  return {
    title: 'Avalonia Docs',
    hideOnScroll,
    logo: { alt: 'Avalonia', src: 'img/logo.svg', width: 32, height: 32 },
    items: [
      { label: 'Docs', to: '/docs/welcome', activeBasePath: '/docs', position: 'left' },
      { label: 'Accelerate', to: '/accelerate/welcome', activeBasePath: '/accelerate', position: 'left' },
      { label: 'XPF', to: '/xpf/welcome', activeBasePath: '/xpf', position: 'left' },
      {
        type: 'dropdown',
        label: 'Resources',
        position: 'left',
        items: RESOURCE_LINKS.map((link) => ({ ...link })),
      },
      { label: 'Support', href: SUPPORT_URL, position: 'left' },
      { type: 'custom-areaVersionDropdown', position: 'right' },
      // The class lets src/css/custom.css show only the icon where the navbar is narrow.
      { type: 'localeDropdown', position: 'right', className: 'navbar-locale' },
      { type: 'search', position: 'right' },
    ],
  } as Navbar;
}
