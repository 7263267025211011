// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

const { rewriteOnce } = require('../patch-layer/rewrite-once.cjs');

/**
 * The sorts this rewrites, by the file that holds each (relative to node_modules) and its exact text as Docusaurus
 * 3.10 ships it. Both only need an order that is stable and puts '/android/foo' before '/android' (descending), which
 * comparing code points gives as well as a collator does.
 */
const SORTS = {
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js': {
    id: 'code-point-sorts/docs-client-utils',
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => (b[1].path < a[1].path ? -1 : b[1].path > a[1].path ? 1 : 0))',
  },
  '@docusaurus/theme-common/lib/utils/reactUtils.js': {
    id: 'code-point-sorts/react-utils',
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
};

/** The files the loader applies to, as a pattern over resolved paths. */
const FILES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${Object.keys(SORTS)
    .map((file) => file.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]'))
    .join('|')})$`,
);

/**
 * @param {string} source
 * @param {string} resourcePath
 * @returns {string}
 */
function withCodePointSorts(source, resourcePath) {
  const file = Object.keys(SORTS).find((name) => resourcePath.replace(/\\/g, '/').endsWith(`/node_modules/${name}`));
  if (!file) throw new Error(`plugins/code-point-sorts has no sort to rewrite in ${resourcePath}`);
  const { id, from, to } = SORTS[/** @type {keyof typeof SORTS} */ (file)];
  return rewriteOnce(source, { id, from, to, resourcePath, what: `\`${from}\`` });
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function codePointSortsLoader(source) {
  return withCodePointSorts(source, this.resourcePath);
};
module.exports.withCodePointSorts = withCodePointSorts;
module.exports.FILES = FILES;
module.exports.SORTS = SORTS;
