import type { Plugin } from '@docusaurus/types';

/** The theme's progress bar client module, which ./client.ts replaces in the browser build. */
const THEME_NPROGRESS_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;

/**
 * The progress bar of in-app moves, loaded with the first move instead of with every page (./progress.ts): nprogress
 * was in every page's entry JS, and a page opened directly never shows it. Same library, same bar, same
 * 200 ms delay.
 */
export default function lazyNprogressPlugin(): Plugin {
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return { plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_NPROGRESS_MODULE, require.resolve('./client.ts'))] };
    },
  };
}
