// A webpack/Rspack loader for .docusaurus/docusaurus.config.mjs in the browser build (see ./index.ts). CommonJS: the
// bundler requires loaders with Node, which runs no TypeScript.
'use strict';

/**
 * The fields of the site config the browser gets: those Docusaurus 3.10's client, its theme and this site's code
 * read (`useDocusaurusContext().siteConfig`). Only these reach every page's entry JS.
 */
const BROWSER_FIELDS = [
  'title',
  'tagline',
  'favicon',
  'url',
  'baseUrl',
  'trailingSlash',
  'storage',
  'i18n',
  'customFields',
  'themeConfig',
  'baseUrlIssueBanner',
  'titleDelimiter',
  'noIndex',
  'future',
];

/**
 * The fields only the build reads: how pages are rendered (the SSR template, head tags), which plugins and presets
 * run with which options, how Markdown is compiled and what to do with broken links. A field in neither list fails
 * the build, so a field a later Docusaurus adds is sorted into one of them instead of silently reaching, or
 * missing from, the browser.
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
  'onBrokenMarkdownLinks',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
];

/** Of `future`, the browser reads only which router to use; the other flags choose how the site is built. */
const BROWSER_FUTURE_FLAGS = ['experimental_router'];
const BUILD_ONLY_FUTURE_FLAGS = ['v4', 'faster', 'experimental_vcs', 'experimental_storage', 'experimental_faster'];

/**
 * `record` with only the `browser` keys, failing on a key in neither list.
 * @param {Record<string, unknown>} record
 * @param {string[]} browser
 * @param {string[]} buildOnly
 * @param {string} what
 */
function allowed(record, browser, buildOnly, what) {
  const unknown = Object.keys(record).filter((key) => !browser.includes(key) && !buildOnly.includes(key));
  if (unknown.length) {
    throw new Error(
      `[patch-layer] patch point "lean-entry/site-config": ${what} has ${unknown.map((key) => `"${key}"`).join(', ')}, which ` +
        'plugins/lean-entry/site-config-loader.cjs lists neither as read by the browser nor as build-only; add each to one list.',
    );
  }
  return Object.fromEntries(Object.entries(record).filter(([key]) => browser.includes(key)));
}

/**
 * The generated module with only the fields the browser reads.
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
  const browser = allowed(config, BROWSER_FIELDS, BUILD_ONLY_FIELDS, 'the site config');
  const future = /** @type {Record<string, unknown> | undefined} */ (browser.future);
  if (future) browser.future = allowed(future, BROWSER_FUTURE_FLAGS, BUILD_ONLY_FUTURE_FLAGS, 'the site config\'s `future`');
  return `export default ${JSON.stringify(browser)};\n`;
}

/** @param {string} source */
module.exports = function siteConfigLoader(source) {
  return browserSiteConfig(source);
};
module.exports.browserSiteConfig = browserSiteConfig;
module.exports.BROWSER_FIELDS = BROWSER_FIELDS;
