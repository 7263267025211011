// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

const path = require('node:path');
const { rewriteOnce } = require('../patch-layer/rewrite-once.cjs');

/** react-router 5's compilePath, in the ES module build the bundler resolves, as react-router 5.3 ships it. */
const COMPILE = 'var regexp = pathToRegexp(path, keys, options);';
/** The matcher, browser code (src/routing), which the rewritten module imports. */
const STATIC_PATH = path.join(__dirname, '../../src/routing/static-path.ts');

/**
 * react-router's compilePath with plain route paths matched by STATIC_PATH, others compiled as before.
 * @param {string} source
 * @param {string} resourcePath
 * @returns {string}
 */
function withStaticPathMatch(source, resourcePath) {
  const fast = 'var regexp = __staticPathMatcher(path, options) || pathToRegexp(path, keys, options);';
  const rewritten = rewriteOnce(source, { id: 'static-route-match', from: COMPILE, to: fast, resourcePath, what: `\`${COMPILE}\`` });
  return `import { staticPathMatcher as __staticPathMatcher } from ${JSON.stringify(STATIC_PATH)};\n${rewritten}`;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function staticRouteMatchLoader(source) {
  return withStaticPathMatch(source, this.resourcePath);
};
module.exports.withStaticPathMatch = withStaticPathMatch;
module.exports.COMPILE = COMPILE;
module.exports.ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/;
