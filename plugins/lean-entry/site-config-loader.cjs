// A webpack/Rspack loader for .docusaurus/docusaurus.config.mjs in the browser build (see ./index.ts). CommonJS: the
// bundler requires loaders with Node, which runs no TypeScript.
'use strict';

/**
 * Fields of the site config that only the build reads: how pages are rendered (the SSR template, head tags), which
 * plugins and presets run with which options, how Markdown is compiled and what to do with broken links. No
 * client code of Docusaurus 3.10 or of this site reads them; in every page's entry JS they were about 1 KiB gzip.
 * A field not listed here stays, so a field a later Docusaurus adds reaches the browser as before.
 */
const BUILD_ONLY_FIELDS = [
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'organizationName',
  'projectName',
];

/** Fields of `future` that only the build reads (Docusaurus's client reads `future.experimental_router`). */
const BUILD_ONLY_FUTURE_FLAGS = ['v4', 'faster', 'experimental_vcs'];

/**
 * The generated module with the build-only fields left out.
 * @param {string} source `export default { … };` as Docusaurus generates it, JSON after `export default`
 * @returns {string}
 */
function browserSiteConfig(source) {
  const match = /export default (\{[\s\S]*\});?\s*$/.exec(source);
  /** @type {Record<string, unknown>} */
  let config;
  try {
    if (!match) throw new Error('no `export default {…}`');
    config = JSON.parse(String(match[1]));
  } catch (error) {
    throw new Error(
      `.docusaurus/docusaurus.config.mjs is not \`export default <JSON>\` as plugins/lean-entry/site-config-loader.cjs expects for this Docusaurus version: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  // Of the future flags, the browser reads only which router to use; the others choose how the site is built.
  const future = /** @type {Record<string, unknown> | undefined} */ (config.future);
  if (future) for (const flag of BUILD_ONLY_FUTURE_FLAGS) delete future[flag];
  return `export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
module.exports = function siteConfigLoader(source) {
  return browserSiteConfig(source);
};
module.exports.browserSiteConfig = browserSiteConfig;
