// Loaders of .docusaurus/routesChunkNames.json and .docusaurus/routes.js for the browser build (see ./index.ts).
// CommonJS: the bundler requires loaders with Node, which runs no TypeScript.
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { withShortChunkNames } = require('./chunk-names.cjs');

/**
 * Docusaurus writes every route's path twice in its generated files, and the browser's entry gets three copies of
 * each: `path: '/docs/x'` and `ComponentCreator('/docs/x', 'h')` in routes.js, and the key `"/docs/x-h"` of
 * routesChunkNames. The first two sit side by side and compress away; the third is far further on, out of
 * gzip's reach, so the site's paths were paid for twice in every page.
 *
 * Here both files read one table of `[path, hash, chunk names]`: routesChunkNames is rebuilt from it in the browser
 * with the same keys and values, and each route of routes.js takes its path and component from its row. Docusaurus's
 * own ComponentCreator and prefetch read routesChunkNames as before.
 *
 * Docusaurus also made every route's component (a react-loadable wrapper, with its chunk list) while the entry ran,
 * part of a phone's start-up for every route, though a page renders two or three of them. Here a route's
 * component is made the first time something reads it: the router, when it renders that route, or a preload.
 */

/** Where the generated routes.js calls ComponentCreator; `'*'`, the not-found route, has no hash and no chunks. */
const ROUTE = /path: '([^'\n]*)',\n\s*component: ComponentCreator\('\1', '([^'\n]+)'\)/g;
const COMPONENT_CREATOR_CALLS = /ComponentCreator\('(?!\*'\))/g;

/**
 * routesChunkNames.json's routes in its order, each as [path, hash, chunk names], chunk names shortened.
 * @param {string} routesChunkNamesSource
 * @returns {[path: string, hash: string, chunkNames: unknown][]}
 */
function routeTable(routesChunkNamesSource) {
  /** @type {Record<string, unknown>} */
  const routes = JSON.parse(withShortChunkNames(routesChunkNamesSource));
  return Object.entries(routes).map(([key, chunkNames]) => {
    const dash = key.lastIndexOf('-');
    if (dash < 0) throw new Error(`.docusaurus/routesChunkNames.json has a route key "${key}" without "-hash"; plugins/lean-entry/route-table.cjs cannot split it`);
    return [key.slice(0, dash), key.slice(dash + 1), chunkNames];
  });
}

/**
 * routesChunkNames as a module: the table, and the object Docusaurus imports, built from it.
 * @param {string} routesChunkNamesSource
 * @returns {string}
 */
function routesChunkNamesModule(routesChunkNamesSource) {
  return `export const routeTable = ${JSON.stringify(routeTable(routesChunkNamesSource))};
export default Object.fromEntries(routeTable.map(([path, hash, chunkNames]) => [path + "-" + hash, chunkNames]));
`;
}

/**
 * routes.js with each route's path and component taken from its row of the table.
 * @param {string} routesSource .docusaurus/routes.js
 * @param {string} routesChunkNamesSource .docusaurus/routesChunkNames.json
 * @returns {string}
 */
function routesFromTable(routesSource, routesChunkNamesSource) {
  const rows = new Map(routeTable(routesChunkNamesSource).map(([routePath, hash], index) => [`${routePath}-${hash}`, index]));
  let replaced = 0;
  const body = routesSource.replace(ROUTE, (_match, routePath, hash) => {
    const row = rows.get(`${routePath}-${hash}`);
    if (row === undefined) {
      throw new Error(`.docusaurus/routes.js has a route "${routePath}" (hash ${hash}) that .docusaurus/routesChunkNames.json does not list`);
    }
    replaced += 1;
    return `...route(${row})`;
  });
  const calls = (routesSource.match(COMPONENT_CREATOR_CALLS) ?? []).length;
  if (replaced !== calls || !body.includes("from '@docusaurus/ComponentCreator';")) {
    throw new Error(
      `${calls - replaced} of ${calls} routes of .docusaurus/routes.js do not have the shape ` +
        "path: '/p',\\n component: ComponentCreator('/p', 'hash') after an import of '@docusaurus/ComponentCreator'; " +
        'update plugins/lean-entry/route-table.cjs for this Docusaurus version.',
    );
  }
  const lazy = /export default \[([\s\S]*)\];\s*$/.exec(body);
  if (!lazy) throw new Error('.docusaurus/routes.js does not end in `export default [ … ];`; update plugins/lean-entry/route-table.cjs for this Docusaurus version.');
  return `${body.slice(0, lazy.index).replace(
    "from '@docusaurus/ComponentCreator';",
    `from '@docusaurus/ComponentCreator';
import { routeTable } from '@generated/routesChunkNames';

const ROW = Symbol('row of the route table');

function route(row) {
  return { path: routeTable[row][0], [ROW]: row };
}

// Each route's component is made when first read, for the routes a reader visits, not for all of them at start-up.
function withLazyComponents(routes) {
  for (const entry of routes) {
    const row = entry[ROW];
    if (row !== undefined) {
      delete entry[ROW];
      Object.defineProperty(entry, 'component', {
        configurable: true,
        enumerable: true,
        get() {
          const component = ComponentCreator(routeTable[row][0], routeTable[row][1]);
          Object.defineProperty(entry, 'component', { value: component, enumerable: true, writable: true });
          return component;
        },
      });
    }
    if (entry.routes) withLazyComponents(entry.routes);
  }
  return routes;
}`,
  )}export default withLazyComponents([${lazy[1]}]);
`;
}

/**
 * The loader of both files: `{ file: 'routesChunkNames' }` for .docusaurus/routesChunkNames.json, `{ file: 'routes' }`
 * for .docusaurus/routes.js, which reads routesChunkNames.json beside it.
 * @this {{ resourcePath: string, addDependency(file: string): void, getOptions(): { file: 'routes' | 'routesChunkNames' } }}
 * @param {string} source
 */
module.exports = function routeTableLoader(source) {
  if (this.getOptions().file === 'routesChunkNames') return routesChunkNamesModule(source);
  const routesChunkNames = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(routesChunkNames);
  return routesFromTable(source, readFileSync(routesChunkNames, 'utf8'));
};
module.exports.routeTable = routeTable;
module.exports.routesChunkNamesModule = routesChunkNamesModule;
module.exports.routesFromTable = routesFromTable;
