import type { Plugin } from '@docusaurus/types';

/** Docusaurus's own entry for postcss-preset-env: `[resolved path, options]`. */
const isPresetEnv = (entry: unknown): boolean =>
  Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].includes('postcss-preset-env');

/**
 * PostCSS options for Docusaurus's CSS loader chain. The site has no PostCSS config file, but postcss-loader looks for
 * one (cosmiconfig, a dozen names in every folder up from each stylesheet) unless told there is none: a measurable share of
 * the bundler's main thread in each locale's build.
 *
 * postcss-preset-env goes too: Lightning CSS, which minifies the production CSS, already prefixes and lowers it for
 * the same browserslist targets. With both, the stylesheet only gained redundant prefixes (`-webkit-text-decoration`
 * beside single-keyword `text-decoration`, a second `-webkit-mask`); without it, each locale's bundling runs
 * less on the main thread. The dev server's CSS goes unprefixed to the current browsers it targets. The other
 * plugins stay (the cascade layers plugin wraps each stylesheet in its `@layer`).
 */
export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options) {
      const plugins = options.plugins.filter((entry) => !isPresetEnv(entry));
      if (plugins.length === options.plugins.length) {
        throw new Error('[patch-layer] patch point "postcss-options": Docusaurus no longer passes postcss-preset-env to PostCSS; update or drop plugins/postcss-options.');
      }
      return { ...options, config: false, plugins };
    },
  };
}
