// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

const { rewriteOnce } = require('../patch-layer/rewrite-once.cjs');

/**
 * Docusaurus 3.10's lookup of a route's chunk names in its client (`@docusaurus/core/lib/client/docusaurus.js`): a
 * scan of every route's entry, each key's hash cut off by a RegExp, for each route a prefetched path matches.
 */
const SCAN = /const getChunkNamesToLoad = \(path\) => Object\.entries\(routesChunkNames\)\s*\.filter\(\s*(?:\/\/[^\n]*\n\s*)*\(\[routeNameWithHash\]\) => routeNameWithHash\.replace\(\/-\[\^-\]\+\$\/, ''\) === path\)\s*\.flatMap\(\(\[, routeChunks\]\) => Object\.values\(flat\(routeChunks\)\)\);/g;

/** The same lookup through an index of the routes' chunks by path, built on the first prefetch. */
const INDEXED = `let chunksByPath;
const getChunkNamesToLoad = (path) => {
    if (!chunksByPath) {
        chunksByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            chunksByPath.set(routePath, [...(chunksByPath.get(routePath) ?? []), routeChunks]);
        }
    }
    return (chunksByPath.get(path) ?? []).flatMap((routeChunks) => Object.values(flat(routeChunks)));
};`;

/**
 * @param {string} source
 * @param {string} resourcePath
 * @returns {string}
 */
function withChunkNamesIndex(source, resourcePath) {
  return rewriteOnce(source, {
    id: 'idle-prefetch/chunk-names-index',
    from: SCAN,
    to: INDEXED,
    resourcePath,
    what: "Docusaurus 3.10's getChunkNamesToLoad",
  });
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function chunkNamesIndexLoader(source) {
  return withChunkNamesIndex(source, this.resourcePath);
};
module.exports.withChunkNamesIndex = withChunkNamesIndex;
module.exports.SCAN = SCAN;
module.exports.CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
