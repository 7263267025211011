import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { shortChunkNames, withShortChunkNames } = require('../chunk-names.cjs') as {
  shortChunkNames: (routesChunkNames: string) => Map<string, string>;
  withShortChunkNames: (routesChunkNames: string) => string;
};

/** routesChunkNames.json as Docusaurus 3.10 writes it: route key to chunk names, nested, shared ones repeated. */
function routesChunkNames(docs: number): Record<string, unknown> {
  const routes: Record<string, unknown> = { '/docs-4f1': { __comp: '5e0e9c1d', __props: '9a3f2b7c' } };
  for (let i = 0; i < docs; i++) {
    const hex = (i * 2654435761 >>> 0).toString(16).padStart(8, '0');
    routes[`/docs/page-${i}-${hex.slice(0, 3)}`] = { __comp: '17896441', content: hex, __context: { plugin: 'aba21aa0' } };
  }
  return routes;
}

describe('short route chunk names', () => {
  it('names every chunk with a letter and 2 characters, never all digits like a chunk id, each name its own', () => {
    const names = shortChunkNames(JSON.stringify(routesChunkNames(600)));
    expect(names.size).toBe(604);
    expect([...names.values()].every((name) => /^[a-z][0-9a-z]{2}$/.test(name))).toBe(true);
    expect(new Set(names.values()).size).toBe(names.size);
  });

  it('keeps the other chunks\' names when a page is added, so their files keep their names for returning readers', () => {
    const before = routesChunkNames(300);
    // Docusaurus lists routes by path, so a new page lands among the others.
    const after = { '/docs/a-new-page-7c1': { content: '0badcafe' }, ...before };
    const namesBefore = shortChunkNames(JSON.stringify(before));
    const namesAfter = shortChunkNames(JSON.stringify(after));
    const moved = [...namesBefore].filter(([longName, short]) => namesAfter.get(longName) !== short);
    expect(moved).toEqual([]);
    expect(namesAfter.size).toBe(namesBefore.size + 1);
  });

  it('rewrites every chunk name of routesChunkNames.json and keeps its routes and shape', () => {
    const source = JSON.stringify(routesChunkNames(3));
    const names = shortChunkNames(source);
    const result = JSON.parse(withShortChunkNames(source)) as Record<string, { __comp: string; __context?: { plugin: string } }>;
    expect(Object.keys(result)).toEqual(Object.keys(JSON.parse(source)));
    expect(result['/docs-4f1']).toEqual({ __comp: names.get('5e0e9c1d'), __props: names.get('9a3f2b7c') });
    expect(Object.values(result).map((route) => route.__context?.plugin).filter(Boolean)).toEqual(Array(3).fill(names.get('aba21aa0')));
  });
});
