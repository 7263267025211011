// A webpack/Rspack loader for .docusaurus/codeTranslations.json in the browser build (see ./index.ts). CommonJS: the
// bundler requires loaders with Node, which runs no TypeScript.
'use strict';

/**
 * The locale's translations of UI strings, a map every page's entry JS holds, without the ids ./translate-calls.cjs
 * translated in place in the code that shows them.
 * @param {string} source the map as JSON
 * @param {readonly string[]} inlinedIds
 * @returns {string}
 */
function withoutInlined(source, inlinedIds) {
  /** @type {Record<string, string>} */
  const translations = JSON.parse(source);
  for (const id of inlinedIds) delete translations[id];
  return JSON.stringify(translations);
}

/**
 * @this {{ getOptions(): { inlinedIds: string[] } }}
 * @param {string} source
 */
module.exports = function codeTranslationsLoader(source) {
  return withoutInlined(source, this.getOptions().inlinedIds);
};
module.exports.withoutInlined = withoutInlined;
