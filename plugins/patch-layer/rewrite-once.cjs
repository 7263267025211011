// The exact-text rewrite every patch point that edits code in node_modules applies (./points.ts), and the record of
// where each applied, which the build check reads (./build-check.ts).
// CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

/** Process-wide, as Docusaurus loads plugins afresh for every locale: patch point id to resource path to count. */
const RECORD = Symbol.for('avalonia-docs.patch-layer.applied');

/** @returns {Map<string, Map<string, number>>} */
function appliedRecord() {
  const shared = /** @type {Record<symbol, Map<string, Map<string, number>> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (shared[RECORD] ??= new Map());
}

/**
 * Notes that patch point `id` applied to `resourcePath`.
 * @param {string} id
 * @param {string} resourcePath
 */
function recordApplied(id, resourcePath) {
  const byFile = appliedRecord().get(id) ?? new Map();
  byFile.set(resourcePath, (byFile.get(resourcePath) ?? 0) + 1);
  appliedRecord().set(id, byFile);
}

/**
 * `source` with `from` (exact text, or a global RegExp) replaced by `to`, which must occur exactly once: a package
 * update that changes the patched code fails the build, naming the patch point, rather than leaving it silently
 * unapplied.
 * @param {string} source
 * @param {{ id: string, from: string | RegExp, to: string, resourcePath: string, what: string }} patch
 *   `id` is the patch point's (plugins/patch-layer/points.ts); `what` names the code for the error.
 * @returns {string}
 */
function rewriteOnce(source, { id, from, to, resourcePath, what }) {
  const count = typeof from === 'string' ? source.split(from).length - 1 : (source.match(from) ?? []).length;
  if (count !== 1) {
    throw new Error(
      `[patch-layer] patch point "${id}": ${resourcePath} holds ${what} ${count} times, not once; the package changed it. ` +
        'Update or drop that entry of plugins/patch-layer/points.ts (its README says how).',
    );
  }
  recordApplied(id, resourcePath);
  return source.replace(from, () => to);
}

module.exports = { rewriteOnce, recordApplied, appliedRecord };
