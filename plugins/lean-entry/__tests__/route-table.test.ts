import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { routesChunkNamesModule, routesFromTable } = require('../route-table.cjs') as {
  routesChunkNamesModule: (routesChunkNames: string) => string;
  routesFromTable: (routes: string, routesChunkNames: string) => string;
};
const { withShortChunkNames } = require('../chunk-names.cjs') as { withShortChunkNames: (routesChunkNames: string) => string };

// routes.js and routesChunkNames.json in the shape Docusaurus 3.10 generates them: nested layout routes that share
// a path, attributes after `exact`, and the not-found route without a hash.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', 'f27'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '3ec'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', '106'),
        routes: [
          {
            path: '/docs/basics/data/data-binding',
            component: ComponentCreator('/docs/basics/data/data-binding', 'c25'),
            exact: true,
            sidebar: "documentationSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const ROUTES_CHUNK_NAMES = JSON.stringify(
  {
    '/search-f27': { __comp: '1a4e3797', __context: { plugin: 'a7bd4aaa' } },
    '/docs-3ec': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
    '/docs-106': { __comp: 'a7bd4aaa', __props: '0058b4c6' },
    '/docs/basics/data/data-binding-c25': { __comp: '17896441', content: '35218975' },
  },
  null,
  2,
);

/** Runs a generated ES module's source with its imports given, and returns its exports. */
function evaluate(source: string, imports: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(imports);
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export const (\w+) =/gm, 'const $1 = exports.$1 =')
    .replace(/^export default /m, 'exports.default = ');
  const exports: Record<string, unknown> = {};
  new Function('exports', ...names, body)(exports, ...names.map((name) => imports[name]));
  return exports;
}

interface Route {
  path: string;
  component: string;
  exact?: boolean;
  sidebar?: string;
  routes?: Route[];
}

/** The routes tree of a routes.js source, with ComponentCreator recording its arguments as the component. */
function routesOf(source: string, routeTable?: unknown): Route[] {
  const ComponentCreator = (...args: string[]) => args.join(' ');
  return evaluate(source, { ComponentCreator, routeTable }).default as Route[];
}

describe('route table (routes.js and routesChunkNames read one list of paths)', () => {
  it('gives Docusaurus the same routesChunkNames, keys in the same order, chunk names shortened', () => {
    const { default: rebuilt, routeTable } = evaluate(routesChunkNamesModule(ROUTES_CHUNK_NAMES), {});
    expect(rebuilt).toEqual(JSON.parse(withShortChunkNames(ROUTES_CHUNK_NAMES)));
    expect(Object.keys(rebuilt as object)).toEqual(Object.keys(JSON.parse(ROUTES_CHUNK_NAMES) as object));
    expect((routeTable as unknown[][]).map(([routePath, hash]) => `${routePath} ${hash}`)).toEqual([
      '/search f27',
      '/docs 3ec',
      '/docs 106',
      '/docs/basics/data/data-binding c25',
    ]);
  });

  it('builds the same routes tree, with the same ComponentCreator calls, and writes each path once', () => {
    const { routeTable } = evaluate(routesChunkNamesModule(ROUTES_CHUNK_NAMES), {});
    const rewritten = routesFromTable(ROUTES, ROUTES_CHUNK_NAMES);
    expect(routesOf(rewritten, routeTable)).toEqual(routesOf(ROUTES));
    expect(rewritten).not.toContain('/docs/basics/data/data-binding');
    expect(rewritten).toContain("import { routeTable } from '@generated/routesChunkNames';");
  });

  it('makes a route\'s component when something first reads it, once, not while the entry runs', () => {
    const { routeTable } = evaluate(routesChunkNamesModule(ROUTES_CHUNK_NAMES), {});
    const made: string[] = [];
    const ComponentCreator = (...args: string[]) => (made.push(args.join(' ')), { args });
    const routes = evaluate(routesFromTable(ROUTES, ROUTES_CHUNK_NAMES), { ComponentCreator, routeTable }).default as { component: unknown; routes?: { component: unknown; routes?: { component: unknown }[] }[] }[];
    expect(made).toEqual(['*']);
    const page = routes[1]!.routes![0]!.routes![0]!;
    expect(page.component).toBe(page.component);
    expect(made).toEqual(['*', '/docs/basics/data/data-binding c25']);
  });

  it('fails the build, naming the file to update, when a route has another shape', () => {
    const changed = ROUTES.replace("component: ComponentCreator('/search', 'f27')", "component: ComponentCreator('/search', 'f27', {})");
    expect(() => routesFromTable(changed, ROUTES_CHUNK_NAMES)).toThrow(/1 of 4 routes of \.docusaurus\/routes\.js .*plugins\/lean-entry\/route-table\.cjs/);
  });

  it('fails the build when a route is missing from routesChunkNames.json', () => {
    const withoutSearch = JSON.stringify({ ...(JSON.parse(ROUTES_CHUNK_NAMES) as object), '/search-f27': undefined });
    expect(() => routesFromTable(ROUTES, withoutSearch)).toThrow('.docusaurus/routes.js has a route "/search" (hash f27) that .docusaurus/routesChunkNames.json does not list');
  });
});
