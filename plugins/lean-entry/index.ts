import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkPluginNeeds, type PluginNeed } from '../shared/plugin-needs';
import { chunkIdsFilePlugin, withoutDocusaurusChunkAssetPlugin, type Bundler } from './chunk-ids-file';
import { inPlaceCheckPlugin, type CheckBundler } from './in-place-check';

const { chunkNameAliases, DOCS_LAYOUT_CHUNK } = require('./registry-loader.cjs') as {
  chunkNameAliases: (registry: string, routesChunkNames: string) => Map<string, string>;
  DOCS_LAYOUT_CHUNK: string;
};

const NEEDS: readonly PluginNeed[] = [
  // Core's prefetch reads the chunk-ids map at once, and would skip every chunk while the file is not loaded.
  { plugin: 'idle-prefetch', position: 'anywhere', what: 'it loads the chunk-ids file, `gcaReady`, before each prefetch' },
];

/**
 * What every page's entry JS carried and the browser never uses, or carried longer than it needs (the sizes are in
 * scripts/bench/README.md).
 *
 * - The webpack runtime maps each of ~1,000 chunk ids to its name, only to spell file names as
 *   `[name].[contenthash].js`. Route chunks are named after their registry key, which nothing at run time looks up
 *   by file name, so they are named by id instead and the map is gone.
 * - The route registry lists each chunk's module path (`@site/docs/…md`) for react-loadable's `Loadable.Capture`,
 *   which only the server render uses to know which chunks a page needs, and its module id for
 *   `Loadable.preloadReady`, which Docusaurus's client never calls. The browser's copy gets `0` in their place
 *   (see ./registry-loader.cjs); the server's keeps them.
 * - Route chunk names: 8-digit hex hashes, each three times in the entry; they get short names (./chunk-names.cjs).
 * - One request per nested docs layout component and per docs area's plugin data: every doc page needs them all,
 *   so they are bundled as one chunk (./registry-loader.cjs), which keeps the packages it uses rather than sharing
 *   them through the bundler's vendor chunks (two more requests on every doc page).
 * - The runtime's map of route chunk names to chunk ids, which only prefetching reads: it is a file of its own,
 *   loaded before the first prefetch (./chunk-ids-file.ts).
 * - Route paths, each written a second time as a key of routesChunkNames; both files read one table instead
 *   (./route-table.cjs).
 * - The site config's build-only fields: SSR template, plugin and preset options… (./site-config-loader.cjs).
 * - All of tslib, which `@docusaurus/utils-common`'s CommonJS index requires; see src/utils/docusaurus-utils-common.ts.
 * - The notes for translators in `translate()` and `<Translate>` calls (./translate-calls.cjs); they reach every
 *   chunk with theme code, not only the entry.
 * - In a locale's build, its map of every UI string's translation: Docusaurus keeps it in the entry, though most
 *   strings are shown by code that loads later or never (the search modal, the home page, the blog's). Each
 *   translation goes in place of its English message and id in the code that shows it, and the map is empty
 *   (./translate-calls.cjs, ./code-translations.cjs); the build fails if a translated id is still looked up
 *   (./in-place-check.ts).
 *
 * Production builds only: the dev server keeps Docusaurus's readable names.
 */
export default function leanEntryPlugin({ generatedFilesDir, codeTranslations, siteConfig, i18n }: LoadContext): Plugin {
  checkPluginNeeds(siteConfig.plugins, 'lean-entry', NEEDS);
  // The default locale has no translations: its map is empty already, and its calls keep their messages.
  const inlined = codeTranslations;
  return {
    name: 'lean-entry',
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production') return {};
      withoutDocusaurusChunkAssetPlugin(config);
      return {
        plugins: [
          chunkIdsFilePlugin(currentBundler.instance as unknown as Bundler, () =>
            chunkNameAliases(
              readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'),
              readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
            ),
          ),
          inPlaceCheckPlugin(currentBundler.instance as unknown as CheckBundler, i18n.currentLocale, Object.keys(inlined)),
        ],
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
        optimization: {
          splitChunks: {
            cacheGroups: {
              // The bundler's own group for packages, except that the docs layout chunk keeps its packages' modules.
              defaultVendors: {
                test: /[\\/]node_modules[\\/]/,
                priority: -10,
                reuseExistingChunk: true,
                chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) => !chunk.canBeInitial() && chunk.name !== DOCS_LAYOUT_CHUNK,
              },
            },
          },
        },
        resolve: { alias: { '@docusaurus/utils-common$': path.resolve(__dirname, '../../src/utils/docusaurus-utils-common.ts') } },
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              enforce: 'pre',
              use: [{ loader: require.resolve('./registry-loader.cjs') }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
              enforce: 'pre',
              // A module of JavaScript now: the route table and the object built from it (./route-table.cjs).
              type: 'javascript/auto',
              use: [{ loader: require.resolve('./route-table.cjs'), options: { file: 'routesChunkNames' } }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]routes\.js$/,
              enforce: 'pre',
              use: [{ loader: require.resolve('./route-table.cjs'), options: { file: 'routes' } }],
            },
            {
              // After SWC, on JavaScript: Docusaurus's own modules and the site's, never other packages'.
              test: /\.[cm]?[jt]sx?$/,
              exclude: /[\\/]node_modules[\\/](?!@docusaurus[\\/])/,
              enforce: 'post',
              // The ids the site translates for this locale (its code.json); messages of other ids stay.
              use: [{ loader: require.resolve('./translate-calls.cjs'), options: { inlined } }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]codeTranslations\.json$/,
              enforce: 'pre',
              use: [{ loader: require.resolve('./code-translations.cjs'), options: { inlinedIds: Object.keys(inlined) } }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              enforce: 'pre',
              use: [{ loader: require.resolve('./site-config-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
