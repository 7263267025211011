import type { Config, PluginConfig, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { SITE_URL, readSiteEnvironment } from './config/site';
import { pagesExclude } from './config/pages';
import { i18n } from './config/locales';
import { DOCS_AREAS, docsPluginOptions } from './config/docs-areas';
import { diagramsDrawnAtBuild } from './plugins/remark-mermaid-svg';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { darkCodeTheme, lightCodeTheme, MERMAID_THEMES } from './config/code-themes';
import { redirectOptions } from './redirects';
import imageZoomPlugin from './plugins/image-zoom';
import clarityPlugin, { type ClarityOptions } from './plugins/clarity';
import redirectTargetsPlugin from './plugins/redirect-targets';
import searchIndexPlugin from './plugins/search-index';
import prismGrammarsPlugin from './plugins/prism-grammars';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import leanEntryPlugin from './plugins/lean-entry';
import splitEntryPlugin from './plugins/split-entry';
import paintFirstPlugin from './plugins/paint-first';
import { ssrTemplate } from './plugins/paint-first/ssr-template';
import searchModalCssPlugin from './plugins/search-modal-css';
import clicksBeforeHydrationPlugin from './plugins/clicks-before-hydration';
import docsAreaPlugin from './plugins/docs-area';
import codeIncludePlugin from './plugins/code-include';
import markdownTwinsPlugin from './plugins/markdown-twins';
import codePointSortsPlugin from './plugins/code-point-sorts';
import lazyNprogressPlugin from './plugins/lazy-nprogress';
import keyboardNavigationPlugin from './plugins/keyboard-navigation';
import localeNotFoundPlugin from './plugins/locale-not-found';
import postcssOptionsPlugin from './plugins/postcss-options';
import patchLayerPlugin from './plugins/patch-layer';
import devReloadPlugin from './plugins/dev-reload';
import staticRouteMatchPlugin from './plugins/static-route-match';
import translationStatusPlugin, { type TranslationStatusOptions } from './plugins/translation-status';
import { translationFrontMatter } from './plugins/translation-status/front-matter';
import { translatedSitemapItems } from './plugins/translation-status/sitemap';
import { codeBlockGrammars } from './config/code-languages.mjs';
import { readSearchConfig } from './config/search';

const env = readSiteEnvironment();
const search = readSearchConfig();
if (search.warning) console.warn(`[WARNING] ${search.warning}`);
// `docusaurus build` sets NODE_ENV=production before loading this file; the dev server keeps 'development'.
const onBroken = process.env.NODE_ENV === 'production' ? 'throw' : 'warn';

const config: Config = {
  title: 'Avalonia Docs',
  tagline: 'Build cross-platform .NET apps for desktop, mobile and the web',
  favicon: 'img/logo.svg',
  url: SITE_URL,
  baseUrl: env.baseUrl,
  organizationName: 'AvaloniaUI',
  projectName: 'avalonia-docs',
  // Routes keep the exact shape readers have bookmarked: /docs/basics, never /docs/basics/.
  trailingSlash: false,

  // Production builds fail on any broken link, anchor or duplicate route; the dev server only warns.
  onBrokenLinks: onBroken,
  onBrokenAnchors: onBroken,
  onDuplicateRoutes: onBroken,
  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: onBroken, onBrokenMarkdownImages: onBroken },
    // Each doc page learns the status of its translations, for its notice, language and alternates.
    parseFrontMatter: translationFrontMatter(__dirname),
  },

  future: { v4: true, faster: env.faster },
  // The colour mode stays under the plain `theme` storage key (v4 would namespace it per site).
  storage: { namespace: false },

  i18n,

  // Pages paint before their scripts run, and name every script they need (plugins/paint-first).
  ssrTemplate,

  headTags: [
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: `${env.baseUrl}img/apple-touch-icon.png` } },
    { tagName: 'link', attributes: { rel: 'manifest', href: `${env.baseUrl}site.webmanifest` } },
    { tagName: 'meta', attributes: { name: 'theme-color', content: '#4a2bc7' } },
  ],

  presets: [
    [
      'classic',
      {
        // The three areas are plugins/docs-area (the docs plugin with a lighter version payload), below.
        docs: false,
        blog: {
          showReadingTime: true,
          blogTitle: 'Avalonia Docs blog',
          blogDescription: 'News about the Avalonia documentation.',
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
        },
        pages: { exclude: pagesExclude(env.testPages) },
        theme: { customCss: './src/css/custom.css' },
        // A locale's sitemap lists only the pages translated into it (plugins/translation-status).
        sitemap: { ignorePatterns: ['/tests/**', '/blog/tags/**', '/translation-status'], createSitemapItems: translatedSitemapItems() },
      } satisfies Preset.Options,
    ],
  ],

  // Builds draw every diagram to SVG (plugins/remark-mermaid-svg); the dev server, or a machine without Chromium,
  // draws them in the browser with the Mermaid theme.
  themes: diagramsDrawnAtBuild() ? [] : ['@docusaurus/theme-mermaid'],

  customFields: { search: search.config, copyrightYear: new Date().getFullYear() },

  // Each plugin's README says what it does, why, and how to remove it; every change to code we do not own is an entry
  // of plugins/patch-layer/points.ts, which the patch-layer plugin checks in every production build.
  // Order: Docusaurus applies plugins in this order, and three things follow it.
  // - Client modules run in this order, all before Docusaurus's client entry: idle-prefetch's accessor is in place
  //   before the entry assigns window.docusaurus wherever it stands.
  // - Module rules are merged in this order. The patch points' rewrites are `pre` rules on distinct files, and
  //   lean-entry's translate-calls is a `post` rule, so each sees the code it expects whatever the order.
  // - configureWebpack results are merged in this order, each plugin seeing the config so far: lean-entry removes
  //   Docusaurus's ChunkAssetPlugin, which no other plugin touches; search-index puts its entry beside Docusaurus's
  //   (`main`), and split-entry replaces `main`, or the entry while it is still the only one, so either may come first.
  // What plugins need of each other, in any order, each checks when the config loads (plugins/shared/plugin-needs.ts):
  // lean-entry needs idle-prefetch (the only code that loads its chunk-ids file, `gcaReady`, before a prefetch),
  // paint-first needs lean-entry (the manifest step names chunks as its registry loader does), search-index needs
  // paint-first (the search page's preloads replace its template's). lean-entry, paint-first and split-entry apply to
  // production builds only; in the dev
  // server, docs-area's reloads wait for the compilation dev-reload reports.
  plugins: [
    // A function, not a module path: Docusaurus loads module paths afresh for every instance and locale.
    ...DOCS_AREAS.map((area): PluginConfig => [docsAreaPlugin as PluginModule, docsPluginOptions(area, env.testPages)]),
    ['client-redirects', redirectOptions() satisfies RedirectOptions],
    redirectTargetsPlugin,
    localeNotFoundPlugin,
    searchIndexPlugin,
    [translationStatusPlugin as PluginModule, { fixtures: env.testPages } satisfies TranslationStatusOptions],
    codeIncludePlugin,
    markdownTwinsPlugin,
    imageZoomPlugin,
    postcssOptionsPlugin,
    staticRouteMatchPlugin,
    prismGrammarsPlugin,
    idlePrefetchPlugin,
    leanEntryPlugin,
    splitEntryPlugin,
    paintFirstPlugin,
    searchModalCssPlugin,
    clicksBeforeHydrationPlugin,
    codePointSortsPlugin,
    lazyNprogressPlugin,
    keyboardNavigationPlugin,
    devReloadPlugin,
    // Checks the compilations the plugins above configured: any position.
    patchLayerPlugin,
    ...(env.clarityProjectId ? [[clarityPlugin, { projectId: env.clarityProjectId }] as [typeof clarityPlugin, ClarityOptions]] : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'Avalonia, .NET, XAML, cross-platform, UI, desktop, mobile' }],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: {
      id: 'docs-2026-11',
      // Not shown: src/theme/AnnouncementBar/Content shows the UI strings announcementBar.content and .link, translated.
      content: 'See src/theme/AnnouncementBar/Content',
      backgroundColor: 'var(--announcement-bar-background)',
      textColor: 'var(--announcement-bar-color)',
      isCloseable: true,
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: navbar({ hideOnScroll: env.hideNavbarOnScroll }),
    footer: footer(),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // Prism core ships no grammar (plugins/prism-grammars). These load with Prism; the others of
      // config/code-languages.mjs load with the first code in their language.
      additionalLanguages: codeBlockGrammars,
    },
    mermaid: { theme: { ...MERMAID_THEMES } },
  } satisfies Preset.ThemeConfig,
};

export default config;
