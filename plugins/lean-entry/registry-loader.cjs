// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
// It also holds the one reading of Docusaurus's registry format that plugins/paint-first/client-manifest.ts uses too.
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { shortChunkNames } = require('./chunk-names.cjs');

// One registry entry as Docusaurus generates it:
//   "name": [() => import(/* webpackChunkName: "name" */ "P"), "P", require.resolveWeak("P")],
// Groups: 1 the text before the module name, 2 the chunk name, 3 the module path as a string literal.
const ENTRY = /^(\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), )\3, require\.resolveWeak\(\3\)\]/gm;

/**
 * Throws unless every entry of the registry (one `require.resolveWeak` each) has the shape ENTRY reads, so a change
 * in Docusaurus's generated registry fails the build instead of silently doing nothing.
 * @param {string} source
 * @param {number} matched
 */
function assertAllEntriesRead(source, matched) {
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (matched !== entries) {
    throw new Error(
      `${entries - matched} of ${entries} entries of .docusaurus/registry.js do not have the shape ` +
        '"name": [() => import(/* webpackChunkName: "name" */ "P"), "P", require.resolveWeak("P")]; update ' +
        'plugins/lean-entry/registry-loader.cjs (read by plugins/lean-entry and plugins/paint-first/client-manifest.ts) for this Docusaurus version.',
    );
  }
}

/**
 * Each entry's chunk name and module path.
 * @param {string} source
 * @returns {[chunkName: string, modulePath: string][]}
 */
function registryEntries(source) {
  const entries = [...source.matchAll(ENTRY)].map((match) => /** @type {[string, string]} */ ([String(match[2]), JSON.parse(String(match[3]))]));
  assertAllEntriesRead(source, entries.length);
  return entries;
}

/**
 * @param {Map<string, string>} shortNames
 * @param {string} chunkName
 * @returns {string}
 */
function shortNameOf(shortNames, chunkName) {
  const short = shortNames.get(chunkName);
  if (short === undefined) {
    throw new Error(`.docusaurus/registry.js has a chunk "${chunkName}" that .docusaurus/routesChunkNames.json does not name; plugins/lean-entry/chunk-names.cjs cannot shorten it`);
  }
  return short;
}

/**
 * Route modules every doc page renders, bundled into one chunk instead of one each: the docs plugin's nested layout
 * components and each docs area's plugin data (a few hundred bytes apiece). A page opening them separately paid a
 * request and its headers for each.
 */
const DOCS_LAYOUT_CHUNK = 'docs-layout';
const DOCS_LAYOUT_MODULES = /^(@theme\/(DocsRoot|DocVersionRoot|DocRoot|DocItem)|@generated\/docusaurus-plugin-content-docs\/[^/]+\/__plugin\.json)$/;

/**
 * The chunk the bundle puts a registry entry's module in: the docs layout chunk, or its own, named by the entry's
 * short name.
 * @param {string} shortName
 * @param {string} modulePath
 */
function bundleChunkName(shortName, modulePath) {
  return DOCS_LAYOUT_MODULES.test(modulePath) ? DOCS_LAYOUT_CHUNK : shortName;
}

/**
 * The registry as the browser gets it: each entry's module name and module id replaced by 0, its key by the chunk's
 * short name (./chunk-names.cjs), and its webpackChunkName by the chunk it is bundled in (bundleChunkName).
 *
 * The module id (`require.resolveWeak`) is react-loadable's `webpack` option, which only `Loadable.preloadReady`
 * reads; Docusaurus's client never calls it, as it awaits each route's `preload()` before it renders. Each id is five
 * random digits that gzip cannot shorten, and the loader already holds the same id.
 * @param {string} source
 * @param {Map<string, string>} shortNames
 * @returns {string}
 */
function browserRegistry(source, shortNames) {
  let replaced = 0;
  const result = source.replace(ENTRY, (_match, before, chunkName, modulePathLiteral) => {
    replaced += 1;
    const short = shortNameOf(shortNames, chunkName);
    const bundled = bundleChunkName(short, JSON.parse(modulePathLiteral));
    return `${before
      .replace(`"${chunkName}":`, `"${short}":`)
      .replace(`webpackChunkName: "${chunkName}"`, `webpackChunkName: "${bundled}"`)}0, 0]`;
  });
  assertAllEntriesRead(source, replaced);
  return result;
}

/**
 * Each entry's short name (./chunk-names.cjs), the chunk the client build bundles it in, and its module path.
 * @param {string} registrySource .docusaurus/registry.js
 * @param {string} routesChunkNamesSource .docusaurus/routesChunkNames.json
 * @returns {{ short: string, bundled: string, modulePath: string }[]}
 */
function clientRegistryEntries(registrySource, routesChunkNamesSource) {
  const shortNames = shortChunkNames(routesChunkNamesSource);
  return registryEntries(registrySource).map(([chunkName, modulePath]) => {
    const short = shortNameOf(shortNames, chunkName);
    return { short, bundled: bundleChunkName(short, modulePath), modulePath };
  });
}

/**
 * Each entry's chunk as the client build names it (its short name, or the docs layout chunk) and module path.
 * @param {string} registrySource
 * @param {string} routesChunkNamesSource
 * @returns {[chunkName: string, modulePath: string][]}
 */
function bundledRegistryEntries(registrySource, routesChunkNamesSource) {
  return clientRegistryEntries(registrySource, routesChunkNamesSource).map(({ bundled, modulePath }) => [bundled, modulePath]);
}

/**
 * The entries bundled in a chunk of another name, by the short name routesChunkNames gives them: prefetching looks
 * chunks up by those names (./chunk-ids-file.ts).
 * @param {string} registrySource
 * @param {string} routesChunkNamesSource
 * @returns {Map<string, string>} short name to the name of the chunk that holds it
 */
function chunkNameAliases(registrySource, routesChunkNamesSource) {
  return new Map(
    clientRegistryEntries(registrySource, routesChunkNamesSource)
      .filter(({ short, bundled }) => short !== bundled)
      .map(({ short, bundled }) => [short, bundled]),
  );
}

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function registryLoader(source) {
  const routesChunkNames = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesChunkNames);
  return browserRegistry(source, shortChunkNames(readFileSync(routesChunkNames, 'utf8')));
};
module.exports.browserRegistry = browserRegistry;
module.exports.bundledRegistryEntries = bundledRegistryEntries;
module.exports.chunkNameAliases = chunkNameAliases;
module.exports.DOCS_LAYOUT_CHUNK = DOCS_LAYOUT_CHUNK;
