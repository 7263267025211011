// Shared by the loaders that patch code in node_modules (code-point-sorts, static-route-match, idle-prefetch), and by
// remark-mermaid-svg, which patches the Mermaid it draws with.
// CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

/**
 * `source` with `from` (exact text, or a global RegExp) replaced by `to`, which must occur exactly once: a package
 * update that changes the patched code fails the build, naming the file and the plugin to update, rather than
 * leaving the patch silently unapplied.
 * @param {string} source
 * @param {{ from: string | RegExp, to: string, resourcePath: string, what: string, owner: string }} patch
 *   `what` names the code for the error; `owner` is the file or plugin to update.
 * @returns {string}
 */
function rewriteOnce(source, { from, to, resourcePath, what, owner }) {
  const count = typeof from === 'string' ? source.split(from).length - 1 : (source.match(from) ?? []).length;
  if (count !== 1) {
    throw new Error(`${resourcePath} no longer holds ${what} exactly once; the package changed it. Update or remove ${owner}.`);
  }
  return source.replace(from, () => to);
}

module.exports = { rewriteOnce };
