// A webpack/Rspack loader (see ./index.ts). CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

// One registry entry as Docusaurus generates it: [() => import(/* … */ "P"), "P", require.resolveWeak("P")].
const MODULE_NAME = /(\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\(\2\)\])/g;

/**
 * The registry with each entry's module name replaced by 0. Throws when an entry has another shape, so a change in
 * Docusaurus's generated registry fails the build instead of silently shipping the names again.
 * @param {string} source
 * @returns {string}
 */
function withoutModuleNames(source) {
  let replaced = 0;
  const result = source.replace(MODULE_NAME, (_match, before, _name, after) => {
    replaced += 1;
    return `${before}0${after}`;
  });
  const entries = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (replaced !== entries) {
    throw new Error(
      `lean-entry: ${entries - replaced} of ${entries} entries of .docusaurus/registry.js do not have the shape ` +
        '[() => import("P"), "P", require.resolveWeak("P")]; update plugins/lean-entry/registry-loader.cjs for this Docusaurus version.',
    );
  }
  return result;
}

/** @param {string} source */
module.exports = function registryLoader(source) {
  return withoutModuleNames(source);
};
module.exports.withoutModuleNames = withoutModuleNames;
