// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

const path = require('node:path');

/** react-router 5's compilePath, in the ES module build the bundler resolves, as react-router 5.3 ships it. */
const COMPILE = 'var regexp = pathToRegexp(path, keys, options);';
const STATIC_PATH = path.join(__dirname, 'static-path.ts');

/**
 * react-router's compilePath with plain route paths matched by ./static-path.ts, others compiled as before.
 * @param {string} source
 * @param {string} resourcePath
 * @returns {string}
 */
function withStaticPathMatch(source, resourcePath) {
  const at = source.indexOf(COMPILE);
  if (at < 0 || source.indexOf(COMPILE, at + 1) >= 0) {
    throw new Error(
      `${resourcePath} no longer holds \`${COMPILE}\` exactly once; this react-router version changed it. Update or remove plugins/static-route-match.`,
    );
  }
  const fast = 'var regexp = __staticPathMatcher(path, options) || pathToRegexp(path, keys, options);';
  return `import { staticPathMatcher as __staticPathMatcher } from ${JSON.stringify(STATIC_PATH)};\n${source.slice(0, at)}${fast}${source.slice(at + COMPILE.length)}`;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function staticRouteMatchLoader(source) {
  return withStaticPathMatch(source, this.resourcePath);
};
module.exports.withStaticPathMatch = withStaticPathMatch;
module.exports.ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/;
