import type { Plugin } from '@docusaurus/types';

/** The theme's progress bar client module, which src/progress-bar/client.ts replaces in the browser build. */
const THEME_NPROGRESS_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

/**
 * The progress bar of in-app moves, loaded with the first move instead of with every page
 * (src/progress-bar/progress.ts): nprogress was in every page's entry JS, and a page opened directly never shows it.
 * Same library, same bar, same delay.
 */
export default function lazyNprogressPlugin(): Plugin {
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const replacement = require.resolve('../../src/progress-bar/client.ts');
      return { plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_NPROGRESS_MODULE, replacement)] };
    },
  };
}
