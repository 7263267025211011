import type { Plugin } from '@docusaurus/types';

/** Docusaurus's prefetch helper, which src/prefetch/prefetch-once.ts replaces in the browser build. */
const CORE_PREFETCH_HELPER = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;
const { CORE_CLIENT } = require('./chunk-names-index.cjs') as { CORE_CLIENT: RegExp };

/**
 * Docusaurus prefetches the route chunks of each link as it scrolls into view. Every prefetch matches the path against
 * all routes, and the navbar and sidebar put dozens of links in view at once, so the first IntersectionObserver
 * callback is one long task while the page hydrates. The browser code, in src/prefetch, runs the same prefetches one
 * per idle period instead (client.ts); preloading on hover stays immediate. A page whose main content arrives after
 * hydration holds them until it is painted (hold.ts): the search page, whose results would otherwise share the network
 * with the chunks of the pages it links to. Each file is prefetched once, and never one the page loads itself
 * (prefetch-once.ts, in place of Docusaurus's helper, which appended a link per chunk per route). Finding a route's
 * chunks no longer scans the whole route table for each matched route of each path (./chunk-names-index.cjs), which
 * took much of a doc page's idle time.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [require.resolve('../../src/prefetch/client.ts')];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const replacement = require.resolve('../../src/prefetch/prefetch-once.ts');
      // Matched against the resolved path: core's client imports it as './prefetch'.
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(CORE_PREFETCH_HELPER, replacement)],
        module: { rules: [{ test: CORE_CLIENT, enforce: 'pre', use: [{ loader: require.resolve('./chunk-names-index.cjs') }] }] },
      };
    },
  };
}
