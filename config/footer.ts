import type { Footer } from '@docusaurus/theme-common';
import { COMPANY } from './site';

const WEBSITE = 'https://avaloniaui.net';

/** Five columns of outbound links; labels are translated through i18n/<locale>/docusaurus-theme-classic/footer.json. */
export const FOOTER_COLUMNS = [
  {
    title: 'Products',
    items: [
      { label: 'Avalonia UI', href: `${WEBSITE}/` },
      { label: 'Avalonia XPF', href: `${WEBSITE}/xpf` },
      { label: 'Avalonia Accelerate', href: `${WEBSITE}/accelerate` },
      { label: 'Enhanced Support', href: `${WEBSITE}/support` },
      { label: 'Development Services', href: `${WEBSITE}/services` },
      { label: 'Who is using Avalonia', href: `${WEBSITE}/showcase` },
      { label: 'For Startups', href: `${WEBSITE}/startups` },
    ],
  },
  {
    title: 'For Developers',
    items: [
      { label: 'Documentation', href: 'https://docs.avaloniaui.net/' },
      { label: 'Samples', href: 'https://github.com/AvaloniaUI/Avalonia.Samples' },
      { label: 'Source code', href: 'https://github.com/AvaloniaUI/Avalonia' },
      { label: 'MVP Program', href: `${WEBSITE}/mvp` },
      { label: 'App Showcase', href: `${WEBSITE}/showcase` },
      { label: 'Community', href: `${WEBSITE}/community` },
      { label: 'Customer Portal', href: 'https://portal.avaloniaui.net/' },
    ],
  },
  {
    title: 'Platforms',
    items: [
      { label: 'Windows', href: `${WEBSITE}/platforms/windows` },
      { label: 'macOS', href: `${WEBSITE}/platforms/macos` },
      { label: 'Linux', href: `${WEBSITE}/platforms/linux` },
      { label: 'iOS & Android', href: `${WEBSITE}/platforms/mobile` },
      { label: 'WebAssembly', href: `${WEBSITE}/platforms/webassembly` },
    ],
  },
  {
    title: 'Handbook',
    items: [
      { label: 'Why We Exist', href: `${WEBSITE}/handbook/why-we-exist` },
      { label: 'Open-Source Philosophy', href: `${WEBSITE}/handbook/open-source` },
      { label: 'Our Values', href: `${WEBSITE}/handbook/values` },
      { label: 'Who We Build For', href: `${WEBSITE}/handbook/who-we-build-for` },
      { label: 'Marketing', href: `${WEBSITE}/handbook/marketing` },
      { label: 'Value Proposition', href: `${WEBSITE}/handbook/value-proposition` },
      { label: 'How We Sell', href: `${WEBSITE}/handbook/how-we-sell` },
      { label: 'Pricing Principles', href: `${WEBSITE}/handbook/pricing-principles` },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About', href: `${WEBSITE}/about` },
      { label: 'Team', href: `${WEBSITE}/team` },
      { label: 'Blog', href: `${WEBSITE}/blog` },
      { label: 'FAQ', href: `${WEBSITE}/faq` },
      { label: 'Brand Guidelines', href: `${WEBSITE}/brand` },
      { label: 'Legal Center', href: `${WEBSITE}/legal` },
      { label: 'Contact', href: `${WEBSITE}/contact` },
      { label: 'Careers', href: `${WEBSITE}/careers` },
    ],
  },
];

/** Social profiles shown as an icon row above the copyright line (see src/components/SocialLinks). */
export const SOCIAL_LINKS = [
  { name: 'x', href: 'https://x.com/AvaloniaUI' },
  { name: 'linkedin', href: 'https://www.linkedin.com/company/avaloniaui' },
  { name: 'youtube', href: 'https://www.youtube.com/@AvaloniaUI' },
  { name: 'github', href: 'https://github.com/AvaloniaUI' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];

export function footer(): Footer {
  return {
    style: 'dark',
    links: FOOTER_COLUMNS,
    // {year}: the year of the build, put in by src/theme/Footer/Copyright, so the translations need no yearly edit.
    copyright: `Copyright © {year} ${COMPANY}`,
  } as Footer;
}
