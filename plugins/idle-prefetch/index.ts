import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus prefetches the route chunks of each link as it scrolls into view. Every prefetch matches the path
 * against all routes, and the navbar and sidebar put ~40 links in view at once, so the first IntersectionObserver
 * callback is one 60-90 ms task (4x that on a throttled phone) while the page hydrates. ./client.ts runs the
 * same prefetches one per idle period instead; preloading on hover stays immediate. A page whose main content
 * arrives after hydration holds them until it is painted (./hold.ts): the search page, whose results would otherwise
 * share the network with the chunks of the pages it links to.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [require.resolve('./client.ts')];
    },
  };
}
