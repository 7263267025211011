import type { Plugin } from '@docusaurus/types';

const { ROUTER_MODULE } = require('./router-loader.cjs') as { ROUTER_MODULE: RegExp };

/**
 * Docusaurus matches the opened path against the route table before the first render (to load the route's chunks)
 * and again on every render of a route switch and every prefetch: react-router tries each route in turn and compiles
 * each one's path to a RegExp with path-to-regexp on first use. The table has over 400 routes per locale, so the
 * first match of a doc page compiled hundreds of them in the entry script's task.
 * Route paths without parameters (all but the not-found page's `*`) are matched as plain text instead
 * (src/routing/static-path.ts), with the same result as their RegExp; react-router compiles the rest as before.
 */
export default function staticRouteMatchPlugin(): Plugin {
  return {
    name: 'static-route-match',
    configureWebpack() {
      return { module: { rules: [{ test: ROUTER_MODULE, enforce: 'pre', use: [{ loader: require.resolve('./router-loader.cjs') }] }] } };
    },
  };
}
