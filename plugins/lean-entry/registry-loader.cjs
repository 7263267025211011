// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
// It also holds the one reading of Docusaurus's registry format that plugins/paint-first/client-manifest.ts uses too.
'use strict';

// One registry entry as Docusaurus generates it:
//   "name": [() => import(/* webpackChunkName: "name" */ "P"), "P", require.resolveWeak("P")],
// Groups: 1 the text before the module name, 2 the chunk name, 3 the module path as a string literal, 4 the rest.
const ENTRY = /^(\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("(?:[^"\\]|\\.)*")\), )\3(, require\.resolveWeak\(\3\)\])/gm;

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
 * The registry with each entry's module name replaced by 0.
 * @param {string} source
 * @returns {string}
 */
function withoutModuleNames(source) {
  let replaced = 0;
  const result = source.replace(ENTRY, (_match, before, _chunkName, _name, after) => {
    replaced += 1;
    return `${before}0${after}`;
  });
  assertAllEntriesRead(source, replaced);
  return result;
}

/** @param {string} source */
module.exports = function registryLoader(source) {
  return withoutModuleNames(source);
};
module.exports.withoutModuleNames = withoutModuleNames;
module.exports.registryEntries = registryEntries;
