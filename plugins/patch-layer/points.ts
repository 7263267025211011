// Every change this site makes to code it does not own: one entry per patch point. ./contract.ts checks each
// against the installed packages (tests/unit/patch-layer-contract.test.ts), ./build-check.ts against each production
// build. The figures behind each `why` are in scripts/bench/README.md.
import { SCAN as CHUNK_NAMES_SCAN } from '../idle-prefetch/chunk-names-index.cjs';
import { COMPILE as REACT_ROUTER_COMPILE, ROUTER_MODULE } from '../static-route-match/router-loader.cjs';
import { SORTS } from '../code-point-sorts/sorts.cjs';
import { GET_CONFIG as MERMAID_GET_CONFIG } from '../remark-mermaid-svg/config-copy';

export type PatchKind = 'loader rewrite' | 'module replacement' | 'alias' | 'config change' | 'copied file' | 'patch-package patch';

/** A file of an installed package that a patch point depends on, and what the point needs to find in it. */
export interface Target {
  /** The npm package, found the way the bundler and Node find it: from `from`'s folder up through node_modules. */
  package: string;
  /** Path inside the package. */
  file: string;
  /** The package that imports `package` (the site when absent): its node_modules are looked in first. */
  from?: string;
  /** A package.json field (`module`: the ES build the bundler picks for the browser) that must name `file`. */
  entryField?: 'module' | 'main';
  /** Text the patch rewrites: each must occur exactly once in the file. */
  once?: readonly (string | RegExp)[];
  /** Text the patch relies on (an import, a listed module): each must occur at least once. */
  contains?: readonly (string | RegExp)[];
  /** Copied or ejected: the file as it was when copied, under ./upstream/<package>/<file>, must equal the installed one. */
  pristine?: true;
}

/** What a production build must show for the point to count as applied (./build-check.ts). */
export interface BuildCheck {
  /** Which compilations: the browser's, the server renderer's or both. */
  bundles: readonly ('client' | 'server')[];
  /** Modules (by resolved path) the point transforms or puts in: the compilation must hold exactly `count` of each. */
  modules?: readonly { path: RegExp; count: number | 'some' }[];
  /** Modules the point removes or replaces: the compilation must hold none. */
  absent?: readonly RegExp[];
  /** Text a generated file under .docusaurus must hold (the path the point aliases, say). */
  generated?: { file: string; contains: string | (() => string) };
}

export interface PatchPoint {
  id: string;
  kind: PatchKind;
  /** Where the change lives. */
  where: string;
  /** What it was written against: package and exact version. */
  upstream: string;
  targets: readonly Target[];
  /** One line. */
  why: string;
  /** What upstream change lets it go, and what to delete then. */
  drop: string;
  /** Open upstream issues or pull requests about the cause, to watch; absent where none is filed. */
  tracking?: readonly string[];
  build?: BuildCheck;
}

const sort = (file: keyof typeof SORTS) => SORTS[file].from;
const CORE = '@docusaurus/core';
const THEME = '@docusaurus/theme-classic';
const DOCS_3_10_2 = 'Docusaurus 3.10.2';
// Code blocks flash in dark mode, and the pull request that moves Prism's token colours to CSS variables.
const CODE_THEME_VARIABLES = ['https://github.com/facebook/docusaurus/issues/11566', 'https://github.com/facebook/docusaurus/pull/12221'] as const;
const nm = (file: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${file.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`);
/** One of the site's own files, by its site-relative path (`src/…`). */
const own = (file: string) => new RegExp(`[\\\\/]${file.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`);
/** A theme client module as Docusaurus's generated client-modules.js requires it (resolved, without extension). */
const clientModulePath = (request: string) => JSON.stringify(require.resolve(request).replace(/\.js$/, ''));
const generated = (file: string) => new RegExp(`[\\\\/]\\.docusaurus[\\\\/]${file.replace(/[.]/g, '\\.')}$`);

export const PATCH_POINTS: readonly PatchPoint[] = [
  {
    id: 'static-route-match',
    kind: 'loader rewrite',
    where: 'plugins/static-route-match, src/routing/static-path.ts',
    upstream: 'react-router 5.3.4',
    targets: [{ package: 'react-router', from: CORE, file: 'esm/react-router.js', entryField: 'module', once: [REACT_ROUTER_COMPILE] }],
    why: 'react-router compiles a RegExp per route, hundreds on the first match; plain route paths are matched as text',
    drop: "once Docusaurus's router matches without compiling a RegExp per route (react-router's newer matchers still compile them: bench before dropping); delete the plugin and src/routing",
    tracking: ['https://github.com/facebook/docusaurus/pull/12201'],
    build: { bundles: ['client', 'server'], modules: [{ path: ROUTER_MODULE, count: 1 }] },
  },
  {
    id: 'code-point-sorts/docs-client-utils',
    kind: 'loader rewrite',
    where: 'plugins/code-point-sorts',
    upstream: DOCS_3_10_2,
    targets: [{ package: '@docusaurus/plugin-content-docs', file: 'lib/client/docsClientUtils.js', once: [sort('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js')] }],
    why: "localeCompare's first call builds an ICU collator while a doc page hydrates, to order three paths",
    drop: 'once Docusaurus sorts these paths without localeCompare (a one-line upstream PR); delete the SORTS entry',
    build: { bundles: ['client', 'server'], modules: [{ path: nm('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'), count: 1 }] },
  },
  {
    id: 'code-point-sorts/react-utils',
    kind: 'loader rewrite',
    where: 'plugins/code-point-sorts',
    upstream: DOCS_3_10_2,
    targets: [{ package: '@docusaurus/theme-common', file: 'lib/utils/reactUtils.js', once: [sort('@docusaurus/theme-common/lib/utils/reactUtils.js')] }],
    why: "the same collator cost, for ordering an object's keys in useShallowMemoObject",
    drop: 'once theme-common sorts keys without localeCompare; delete the SORTS entry (and the plugin with the other one)',
    build: { bundles: ['client', 'server'], modules: [{ path: nm('@docusaurus/theme-common/lib/utils/reactUtils.js'), count: 1 }] },
  },
  {
    id: 'idle-prefetch/prefetch-helper',
    kind: 'module replacement',
    where: 'plugins/idle-prefetch, src/prefetch/prefetch-once.ts',
    upstream: DOCS_3_10_2,
    targets: [
      { package: CORE, file: 'lib/client/prefetch.js' },
      { package: CORE, file: 'lib/client/docusaurus.js', contains: ["import prefetchHelper from './prefetch';"] },
    ],
    why: "core's helper appends a prefetch link per chunk per route, hundreds for a few dozen files",
    drop: 'once core prefetches each file once; delete src/prefetch/prefetch-once.ts and its NormalModuleReplacementPlugin',
    build: { bundles: ['client'], modules: [{ path: own('src/prefetch/prefetch-once.ts'), count: 1 }], absent: [nm(`${CORE}/lib/client/prefetch.js`)] },
  },
  {
    id: 'idle-prefetch/chunk-names-index',
    kind: 'loader rewrite',
    where: 'plugins/idle-prefetch (chunk-names-index.cjs)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/client/docusaurus.js', once: [CHUNK_NAMES_SCAN] }],
    why: 'finding a route\'s chunks scanned the whole route table per matched route on every prefetch',
    drop: 'once core indexes routesChunkNames by path; delete chunk-names-index.cjs and its rule',
    build: { bundles: ['client'], modules: [{ path: nm(`${CORE}/lib/client/docusaurus.js`), count: 1 }] },
  },
  {
    id: 'idle-prefetch/client-accessor',
    kind: 'config change',
    where: 'plugins/idle-prefetch, src/prefetch/client.ts',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/client/clientEntry.js', contains: ['window.docusaurus = docusaurus;'] }],
    why: 'viewport prefetches run one per idle period instead of in one long task; wraps the client core assigns to window.docusaurus',
    drop: 'once core schedules prefetches in idle time itself; delete src/prefetch/client.ts and the queue in src/prefetch/queue.ts',
    build: { bundles: ['client'], modules: [{ path: own('src/prefetch/client.ts'), count: 1 }] },
  },
  {
    id: 'lazy-nprogress',
    kind: 'module replacement',
    where: 'plugins/lazy-nprogress, src/progress-bar',
    upstream: DOCS_3_10_2,
    targets: [
      { package: THEME, file: 'lib/nprogress.js' },
      { package: THEME, file: 'lib/nprogress.css' },
      { package: THEME, file: 'lib/index.js', contains: ["'./nprogress',"] },
    ],
    why: 'nprogress is in every page\'s entry JS, though a page opened directly never shows the bar',
    drop: 'once the theme loads nprogress on the first navigation; delete the plugin and src/progress-bar',
    build: {
      bundles: ['client'],
      modules: [{ path: own('src/progress-bar/client.ts'), count: 1 }],
      absent: [nm(`${THEME}/lib/nprogress.js`)],
      generated: { file: 'client-modules.js', contains: () => clientModulePath(`${THEME}/lib/nprogress`) },
    },
  },
  {
    id: 'prism-grammars/theme-client-module',
    kind: 'alias',
    where: 'plugins/prism-grammars (index.ts)',
    upstream: DOCS_3_10_2,
    targets: [
      { package: THEME, file: 'lib/prism-include-languages.js' },
      { package: THEME, file: 'lib/index.js', contains: ["'./prism-include-languages',"] },
    ],
    why: "the theme's client module puts Prism and its grammars in every page's entry JS; code blocks load them instead",
    drop: 'once the theme loads Prism with the first code block; delete the `false` alias',
    build: { bundles: ['client', 'server'], generated: { file: 'client-modules.js', contains: () => clientModulePath(`${THEME}/lib/prism-include-languages`) } },
  },
  {
    id: 'prism-grammars/prism-react-renderer',
    kind: 'alias',
    where: 'plugins/prism-grammars, src/code-highlighting (with-grammars.ts, highlight.tsx)',
    upstream: 'prism-react-renderer 2.4.1',
    targets: [
      { package: 'prism-react-renderer', from: THEME, file: 'package.json' },
      { package: THEME, file: 'lib/prism-include-languages.js', contains: ["import { Prism } from 'prism-react-renderer';"] },
    ],
    why: "prism-react-renderer's one file inlines ~40 grammars and ~20 themes; highlight.tsx is Prism core plus our grammars",
    drop: 'once prism-react-renderer ships grammars as separate modules; delete the `prism-react-renderer$` alias',
    tracking: ['https://github.com/FormidableLabs/prism-react-renderer/issues/169'],
    build: { bundles: ['client', 'server'], modules: [{ path: own('src/code-highlighting/with-grammars.ts'), count: 1 }] },
  },
  {
    id: 'lean-entry/registry',
    kind: 'loader rewrite',
    where: 'plugins/lean-entry (registry-loader.cjs, chunk-names.cjs)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/server/codegen/codegenRoutes.js', contains: ['[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],'] }],
    why: 'the browser registry drops module paths and ids it never reads, and gets short chunk names',
    drop: 'once core stops shipping server-only registry fields to the browser; delete the registry rule',
    tracking: ['https://github.com/facebook/docusaurus/issues/7256'],
    build: { bundles: ['client'], modules: [{ path: generated('registry.js'), count: 1 }] },
  },
  {
    id: 'lean-entry/route-table',
    kind: 'loader rewrite',
    where: 'plugins/lean-entry (route-table.cjs)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/server/codegen/codegenRoutes.js', contains: ["`component: ComponentCreator('${routePath}', '${routeHash}')`,"] }],
    why: 'routes.js and routesChunkNames read one table of paths, and route components are made when first read',
    drop: 'once core writes each route path once; delete the routes.js and routesChunkNames.json rules',
    tracking: ['https://github.com/facebook/docusaurus/issues/7256'],
    build: { bundles: ['client'], modules: [{ path: generated('routes.js'), count: 1 }, { path: generated('routesChunkNames.json'), count: 1 }] },
  },
  {
    id: 'lean-entry/site-config',
    kind: 'loader rewrite',
    where: 'plugins/lean-entry (site-config-loader.cjs)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/server/codegen/codegen.js', contains: ['export default ${JSON.stringify(siteConfig, null, 2)};'] }],
    why: 'the browser gets only the site-config fields its code reads (an allowlist)',
    drop: 'once core splits the site config into build and client parts; delete the config rule',
    build: { bundles: ['client'], modules: [{ path: generated('docusaurus.config.mjs'), count: 1 }] },
  },
  {
    id: 'lean-entry/translate-calls',
    kind: 'loader rewrite',
    where: 'plugins/lean-entry (translate-calls.cjs)',
    upstream: DOCS_3_10_2,
    targets: [{ package: THEME, file: 'lib/theme/CodeBlock/Buttons/CopyButton/index.js', contains: [/description:\s*'/] }],
    why: "translator notes (and a locale's translated English messages) leave the browser's JS",
    drop: 'once Docusaurus strips translate() descriptions at build time (its Babel/SWC plugin); delete the post rule',
    build: { bundles: ['client'], modules: [{ path: nm(`${THEME}/lib/theme/CodeBlock/Buttons/CopyButton/index.js`), count: 1 }] },
  },
  {
    id: 'lean-entry/code-translations',
    kind: 'loader rewrite',
    where: 'plugins/lean-entry (code-translations.cjs, translate-calls.cjs)',
    upstream: DOCS_3_10_2,
    targets: [
      { package: CORE, file: 'lib/server/codegen/codegen.js', contains: ["'codeTranslations.json', JSON.stringify(codeTranslations"] },
      { package: CORE, file: 'lib/client/exports/Translate.js', contains: ["import codeTranslations from '@generated/codeTranslations';", '?? message ?? id'] },
    ],
    why: "a locale's UI strings are translated in place in the code that shows them, so the entry's map of all translations is empty",
    drop: 'once core loads translations with the code that shows them; delete the codeTranslations.json rule, the `inlined` option and in-place-check.ts',
    build: { bundles: ['client'], modules: [{ path: generated('codeTranslations.json'), count: 1 }] },
  },
  {
    id: 'lean-entry/utils-common',
    kind: 'alias',
    where: 'plugins/lean-entry, src/utils/docusaurus-utils-common.ts',
    upstream: DOCS_3_10_2,
    targets: [
      { package: '@docusaurus/utils-common', file: 'lib/index.js', contains: ['tslib'] },
      { package: '@docusaurus/utils-common', file: 'lib/applyTrailingSlash.js' },
      { package: '@docusaurus/utils-common', file: 'lib/stringUtils.js' },
      { package: '@docusaurus/utils-common', file: 'lib/errorUtils.js' },
    ],
    why: "utils-common's CommonJS index pulls all of tslib into every page for one helper",
    drop: 'once utils-common ships ES modules; delete the alias and src/utils/docusaurus-utils-common.ts',
    tracking: ['https://github.com/facebook/docusaurus/issues/6520'],
    build: { bundles: ['client'], modules: [{ path: own('src/utils/docusaurus-utils-common.ts'), count: 1 }], absent: [nm('@docusaurus/utils-common/lib/index.js')] },
  },
  {
    id: 'lean-entry/chunk-ids-file',
    kind: 'config change',
    where: 'plugins/lean-entry (chunk-ids-file.ts)',
    upstream: DOCS_3_10_2,
    targets: [
      { package: CORE, file: 'lib/webpack/client.js', contains: ['new ChunkAssetPlugin_1.default(),'] },
      { package: CORE, file: 'lib/webpack/plugins/ChunkAssetPlugin.js', contains: ['__webpack_require__.gca'] },
    ],
    why: "the runtime's map of chunk names to ids, which only prefetching reads, becomes a file loaded before the first prefetch",
    drop: 'once core leaves the map out of the runtime; delete chunk-ids-file.ts (src/prefetch/chunk-ids.ts then waits for nothing)',
  },
  {
    id: 'split-entry',
    kind: 'config change',
    where: 'plugins/split-entry, src/hydration/entry.ts',
    upstream: DOCS_3_10_2,
    targets: [
      { package: CORE, file: 'lib/client/clientEntry.js' },
      { package: CORE, file: 'lib/webpack/client.js', contains: ["'../client/clientEntry.js'"] },
    ],
    why: 'the client entry evaluates React DOM, the route table and the app in three tasks instead of one long one',
    drop: 'once core yields between evaluating its entry\'s parts; delete the plugin, src/hydration/entry.ts and in-tasks.ts',
    build: { bundles: ['client'], modules: [{ path: own('src/hydration/entry.ts'), count: 1 }] },
  },
  {
    id: 'paint-first/ssr-template',
    kind: 'copied file',
    where: 'plugins/paint-first (ssr-template.ts)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/ssg/ssgTemplate.html.js', pristine: true }],
    why: 'scripts are low-priority preloads run after the first paint, not `defer` scripts',
    drop: 'once Docusaurus offers this script loading as an option; delete ssr-template.ts and `ssrTemplate` in docusaurus.config.ts',
    tracking: ['https://github.com/facebook/docusaurus/pull/3237', 'https://github.com/facebook/docusaurus/pull/8081'],
  },
  {
    id: 'paint-first/client-manifest',
    kind: 'config change',
    where: 'plugins/paint-first (client-manifest.ts)',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/ssg/ssgTemplate.js', contains: ['getBundles)(manifest, modulesToBeLoaded)'] }],
    why: 'the client manifest lists route chunks by module path too, so each page preloads every script it hydrates with',
    drop: 'once core names route chunks in each page\'s scripts; delete the done hook',
  },
  {
    id: 'search-modal-css',
    kind: 'config change',
    where: 'plugins/search-modal-css',
    upstream: '@docsearch/css 3.9.0',
    targets: [{ package: '@docsearch/css', file: 'dist/modal.css' }],
    why: "the DocSearch modal's stylesheet loads with the modal, not in every page's CSS",
    drop: 'once Docusaurus keeps lazily imported CSS in its own chunk; delete the plugin',
    tracking: ['https://github.com/facebook/docusaurus/issues/6228'],
    build: { bundles: ['client'], modules: [{ path: nm('@docsearch/css/dist/modal.css'), count: 'some' }] },
  },
  {
    id: 'postcss-options',
    kind: 'config change',
    where: 'plugins/postcss-options',
    upstream: DOCS_3_10_2,
    targets: [{ package: '@docusaurus/bundler', from: CORE, file: 'lib/loaders/styleLoader.js', contains: ["require.resolve('postcss-preset-env')"] }],
    why: 'postcss-loader stops searching for a config file the site does not have, and postcss-preset-env (redundant with Lightning CSS) goes',
    drop: 'once Docusaurus passes `config: false` and skips preset-env under Lightning CSS; delete the plugin',
  },
  {
    id: 'remark-mermaid-svg/get-config',
    kind: 'loader rewrite',
    where: 'plugins/remark-mermaid-svg (config-copy.ts)',
    upstream: 'mermaid 11.17.2',
    targets: [{ package: 'mermaid', file: 'dist/mermaid.min.js', once: [MERMAID_GET_CONFIG] }],
    why: "Mermaid's getConfig deep-copies its config with defineProperty on every call, half of the build's drawing time",
    drop: 'once Mermaid caches or cheapens getConfig (mermaid-js/mermaid); delete config-copy.ts and draw with the plain bundle',
  },
  {
    id: 'patch/@docusaurus+core',
    kind: 'patch-package patch',
    where: 'patches/@docusaurus+core+3.10.2.patch',
    upstream: DOCS_3_10_2,
    targets: [{ package: CORE, file: 'lib/ssg/ssgRenderer.js', contains: ['require("@docusaurus/bundler/lib/minifyHtml")'] }],
    why: "each SSG worker thread requires only the HTML minifier, not all of @docusaurus/bundler (webpack, Babel)",
    drop: 'once core makes that import itself; delete the patch file',
  },
  {
    id: 'patch/react-dom',
    kind: 'patch-package patch',
    where: 'patches/react-dom+18.3.1.patch',
    upstream: 'react-dom 18.3.1',
    targets: [{ package: 'react-dom', file: 'cjs/react-dom-server.node.production.min.js' }],
    why: 'the streaming renderer sent NUL bytes before a multi-byte character at a buffer boundary (facebook/react#31134)',
    drop: 'with React 19 (facebook/react#26228); delete the patch file',
    tracking: ['https://github.com/facebook/react/issues/31134'],
  },
  ...(
    [
      ['CodeBlock', 'theme/CodeBlock/index.js', 'no remount of every code block after hydration for the dark Prism theme', CODE_THEME_VARIABLES],
      ['CodeBlock/Content', 'theme/CodeBlock/Content/index.js', 'hydration keeps the lines the server highlighted, so no Prism runs', CODE_THEME_VARIABLES],
      ['CodeBlock/Line', 'theme/CodeBlock/Line/index.js', 'a line is one element with its tokens as HTML, memoised', []],
      ['AnnouncementBar/Content', 'theme/AnnouncementBar/Content/index.js', 'the announcement text is translated per locale', ['https://github.com/facebook/docusaurus/issues/4542']],
      ['SiteMetadata', 'theme/SiteMetadata/index.js', "doc pages' hreflang alternates name only the locales they are translated into", []],
    ] as const
  ).map(
    ([component, file, why, tracking]): PatchPoint => ({
      id: `swizzle/${component}`,
      kind: 'copied file',
      where: `src/theme/${component} (ejected)`,
      upstream: DOCS_3_10_2,
      targets: [{ package: THEME, file: `lib/${file}`, pristine: true }],
      why,
      drop: `once the theme offers this change; delete src/theme/${component} (or re-eject and re-apply after reading the diff)`,
      ...(tracking.length ? { tracking } : {}),
    }),
  ),
];

/** The entry with this id. */
export function patchPoint(id: string): PatchPoint {
  const point = PATCH_POINTS.find((entry) => entry.id === id);
  if (!point) throw new Error(`plugins/patch-layer/points.ts has no patch point "${id}"`);
  return point;
}
