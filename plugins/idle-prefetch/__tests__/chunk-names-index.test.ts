import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withChunkNamesIndex, CORE_CLIENT } = require('../chunk-names-index.cjs') as {
  withChunkNamesIndex: (source: string, resourcePath: string) => string;
  CORE_CLIENT: RegExp;
};

const CLIENT = join(process.cwd(), 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'docusaurus.js');
type Lookup = (path: string) => string[];

/** The module's getChunkNamesToLoad, run against this route table with core's own `flat`. */
async function lookupIn(source: string, routesChunkNames: Record<string, unknown>): Promise<Lookup> {
  const start = source.search(/(let chunksByPath;\n)?const getChunkNamesToLoad/);
  const end = source.indexOf('const prefetch = ');
  const { default: flat } = (await import(pathToFileURL(join(CLIENT, '..', 'flat.js')).href)) as { default: (value: unknown) => Record<string, string> };
  return new Function('routesChunkNames', 'flat', `${source.slice(start, end)}; return getChunkNamesToLoad;`)(routesChunkNames, flat) as Lookup;
}

describe("prefetch's lookup of a route's chunks, indexed by path", () => {
  const source = readFileSync(CLIENT, 'utf8');
  const rewritten = withChunkNamesIndex(source, CLIENT);

  it("rewrites the installed Docusaurus client, which the loader's pattern matches", () => {
    expect(CORE_CLIENT.test(CLIENT)).toBe(true);
    expect(rewritten).not.toContain('.filter(');
    expect(() => withChunkNamesIndex('export {};', CLIENT)).toThrow(/patch point "[a-z/-]*": .* 0 times/);
  });

  it('finds the same chunks, in the same order, as the scan over every route it replaces', async () => {
    const routes = {
      '/docs-5e9': { component: 'a1b', __props: 'c2d' },
      '/docs-a7f': { component: 'e3f' },
      '/docs/basics/data/data-binding-e1c': { component: 'g4h', content: 'i5j', sidebar: { items: 'k6l' } },
      '/blog/2018/12/14/Happy-First-Birthday-Slash-fe9': { component: 'm7n' },
      '/-f00': { component: 'o8p' },
    };
    const [scan, indexed] = await Promise.all([lookupIn(source, routes), lookupIn(rewritten, routes)]);
    for (const path of ['/docs', '/docs/basics/data/data-binding', '/blog/2018/12/14/Happy-First-Birthday-Slash', '/', '/missing']) {
      expect(indexed(path), path).toEqual(scan(path));
    }
    expect(indexed('/docs')).toEqual(['a1b', 'c2d', 'e3f']);
  });
});
