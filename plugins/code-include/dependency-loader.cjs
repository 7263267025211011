// @ts-check
// A pass-through webpack loader on Markdown pages: it declares the files a page's include fences name as
// dependencies of the page's module, so the dev server rebuilds the page when one of them changes. The remark
// plugin (./remark.ts) has no access to the loader, and the MDX loader's own `dependencies` option is one list
// for every page.
const { resolve } = require('node:path');

const INCLUDE_ROOT = resolve(__dirname, '..', '..', 'samples', 'tutorials');
/** A fence line (backticks or tildes) whose meta names a file. */
const FENCE_FILE = /^[ \t]*(?:`{3,}|~{3,})[^\n]*?\sfile=(?:"([^"]*)"|'([^']*)'|(\S+))/gm;

/** @param {string} source @returns {string[]} absolute paths of the files the page includes */
function includedFiles(source) {
  return [...source.matchAll(FENCE_FILE)].map((m) => resolve(INCLUDE_ROOT, m[1] ?? m[2] ?? m[3] ?? ''));
}

/** @this {{ addDependency(path: string): void }} @param {string} source */
function dependencyLoader(source) {
  for (const path of includedFiles(source)) this.addDependency(path);
  return source;
}

module.exports = dependencyLoader;
module.exports.includedFiles = includedFiles;
