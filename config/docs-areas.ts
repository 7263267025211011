import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { resolve } from 'node:path';
import { EDIT_URL_BASE } from './site';
import { pagesExclude } from './pages';
import remarkLocalizedLinks, { type LocalizedLinksOptions } from '../plugins/remark-localized-links';
import remarkParseCache from '../plugins/remark-parse-cache';
import remarkCodeInclude from '../plugins/code-include/remark';
import { prerenderedMermaid, type PrerenderOptions } from '../plugins/remark-mermaid-svg';
import { MERMAID_THEME_VARIABLES, MERMAID_THEMES } from './code-themes';

/** The three documentation areas. Each is a docs plugin with its own folder, route and version label. */
export interface DocsArea {
  /** Plugin id; `default` is the framework docs. */
  id: 'default' | 'accelerate' | 'xpf';
  /** Folder of the English sources, and the route prefix. */
  path: 'docs' | 'accelerate' | 'xpf';
  /** Label of the current (only) version. */
  versionLabel: string;
  /** Product name used in the navbar, search filters and page titles. */
  product: 'avalonia' | 'accelerate' | 'xpf';
  /** The area's name and one-sentence summary in llms.txt (plugins/markdown-twins). */
  name: string;
  summary: string;
}

export const DOCS_AREAS: readonly DocsArea[] = [
  {
    id: 'default',
    path: 'docs',
    versionLabel: '11.0.x',
    product: 'avalonia',
    name: 'Avalonia',
    summary: 'Avalonia UI, the open-source .NET framework for desktop, mobile and browser apps written once in XAML and C#: concepts, guides, reference, tutorials and deployment.',
  },
  {
    id: 'accelerate',
    path: 'accelerate',
    versionLabel: 'Next',
    product: 'accelerate',
    name: 'Avalonia Accelerate',
    summary: 'Avalonia Accelerate, the paid components and tools for Avalonia: TreeDataGrid, WebView, media player, Markdown, virtual keyboard, Developer Tools, Parcel and the Visual Studio extension.',
  },
  {
    id: 'xpf',
    path: 'xpf',
    versionLabel: 'Next',
    product: 'xpf',
    name: 'Avalonia XPF',
    summary: 'Avalonia XPF, which runs existing WPF applications on macOS and Linux as well as Windows.',
  },
];

/** Every area's entry page; `/docs`, `/accelerate` and `/xpf` redirect here. */
export const WELCOME_DOC_ID = 'welcome';

/** Where translated pages of an area live for a locale (the folder `write-translations` uses). */
export function localizedContentPath(area: DocsArea, locale: string): string {
  const plugin = area.id === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${area.id}`;
  return `i18n/${locale}/${plugin}/current`;
}

/** Diagrams are drawn at build time in our themes; Markdown with diagrams can be in every area and locale. */
function mermaidDrawing(): PrerenderOptions {
  const siteDir = resolve(__dirname, '..');
  const contentDirs = [...DOCS_AREAS.map((area) => resolve(siteDir, area.path)), resolve(siteDir, 'i18n')];
  // In Docusaurus's folder of generated files, which its `@generated` alias names.
  const modulesDir = resolve(siteDir, '.docusaurus', 'mermaid-diagrams');
  return { themes: MERMAID_THEMES, themeVariables: MERMAID_THEME_VARIABLES, contentDirs, modulesDir, modulePrefix: '@generated/mermaid-diagrams' };
}

/**
 * @param testPages whether to build the browser tests' fixture pages (config/pages.ts)
 * @param locale the locale being built: Docusaurus sets DOCUSAURUS_CURRENT_LOCALE before it loads the config.
 */
export function docsPluginOptions(area: DocsArea, testPages = false, locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en'): DocsOptions {
  const links: LocalizedLinksOptions = {
    contentPath: area.path,
    localizedPath: locale === 'en' ? undefined : localizedContentPath(area, locale),
  };
  return {
    id: area.id,
    path: area.path,
    routeBasePath: area.path,
    exclude: pagesExclude(testPages),
    sidebarPath: './sidebars.ts',
    sidebarCollapsible: true,
    breadcrumbs: true,
    editUrl: EDIT_URL_BASE,
    editLocalizedFiles: true,
    showLastUpdateAuthor: true,
    showLastUpdateTime: true,
    lastVersion: 'current',
    versions: { current: { label: area.versionLabel, banner: 'none' } },
    // Numbered prefixes are not used: sidebar order comes from sidebar_position and _category_.json.
    numberPrefixParser: false,
    // Before Docusaurus's own plugins, so @docusaurus/theme-mermaid only sees the diagrams a build could not draw.
    // Include fences are filled first, in every locale, so every later plugin sees the code they show.
    beforeDefaultRemarkPlugins: [remarkParseCache, remarkCodeInclude, [remarkLocalizedLinks, links], ...prerenderedMermaid(mermaidDrawing())],
  } satisfies DocsOptions;
}
