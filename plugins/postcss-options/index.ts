import type { Plugin } from '@docusaurus/types';

/**
 * PostCSS options for Docusaurus's CSS loader chain. The site has no PostCSS config file, but postcss-loader looks for
 * one (cosmiconfig, a dozen names in every folder up from each stylesheet) unless told there is none: about 1.2 s of
 * the bundler's main thread in each locale's build.
 */
export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss(options) {
      return { ...options, config: false };
    },
  };
}
