import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { browserRegistry, bundledRegistryEntries, chunkNameAliases } = require('../registry-loader.cjs') as {
  browserRegistry: (source: string, shortNames: Map<string, string>) => string;
  bundledRegistryEntries: (registry: string, routesChunkNames: string) => [string, string][];
  chunkNameAliases: (registry: string, routesChunkNames: string) => Map<string, string>;
};

// Two entries in the shape `.docusaurus/registry.js` has in Docusaurus 3.10.
const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/basics/user-interface/styling/styles.md"), "@site/docs/basics/user-interface/styling/styles.md", require.resolveWeak("@site/docs/basics/user-interface/styling/styles.md")],
};
`;

// Short names equal to the long ones, for the tests of what the loader does besides renaming.
const SAME_NAMES = new Map(['0058b4c6', '35218975'].map((name) => [name, name]));

describe('registry loader (browser copy of the route registry)', () => {
  it("replaces each entry's module name and module id by 0 and keeps its loader", () => {
    const result = browserRegistry(REGISTRY, SAME_NAMES);
    expect(result).toContain(
      '"35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/basics/user-interface/styling/styles.md"), 0, 0],',
    );
    expect(result.match(/\), 0, 0\],/g)).toHaveLength(2);
    expect(result).not.toMatch(/\), "@/);
  });

  it('fails the build, naming the file to update, when an entry has another shape', () => {
    const changed = REGISTRY.replace('"@site/docs/basics/user-interface/styling/styles.md", require', '["@site/docs/basics/user-interface/styling/styles.md"], require');
    expect(() => browserRegistry(changed, SAME_NAMES)).toThrow(/1 of 2 entries .*plugins\/lean-entry\/registry-loader\.cjs/);
  });

  it('leaves an empty registry as it is', () => {
    expect(browserRegistry('export default {\n};\n', SAME_NAMES)).toBe('export default {\n};\n');
  });

  it('gives each entry its short chunk name, as key and as webpackChunkName, so routesChunkNames still finds it', () => {
    const shortNames = new Map([
      ['0058b4c6', 'k3'],
      ['35218975', '1zq'],
    ]);
    const result = browserRegistry(REGISTRY, shortNames);
    expect(result).toContain(
      '"1zq": [() => import(/* webpackChunkName: "1zq" */ "@site/docs/basics/user-interface/styling/styles.md"), 0, 0],',
    );
    expect(result).toContain('"k3": [() => import(/* webpackChunkName: "k3" */ "@generated/');
    expect(result).not.toMatch(/0058b4c6|35218975/);
  });

  it('fails the build, naming both files, when the registry has a chunk routesChunkNames does not name', () => {
    expect(() => browserRegistry(REGISTRY, new Map([['0058b4c6', 'k3']]))).toThrow(/chunk "35218975" .*routesChunkNames\.json/);
  });

  it("lists each entry's module path under the chunk name the client build gives it", () => {
    const routesChunkNames = JSON.stringify({ '/docs/styles-1a2': { __comp: '35218975', __props: '0058b4c6' } });
    const entries = bundledRegistryEntries(REGISTRY, routesChunkNames);
    expect(entries.map(([, modulePath]) => modulePath)).toEqual([
      '@generated/docusaurus-plugin-content-docs/default/p/docs-175.json',
      '@site/docs/basics/user-interface/styling/styles.md',
    ]);
    expect(entries.every(([name]) => /^[a-z][0-9a-z]{2}$/.test(name))).toBe(true);
    expect(browserRegistry(REGISTRY, new Map(entries.map(([name], i) => [['0058b4c6', '35218975'][i]!, name])))).toContain(`"${entries[1]![0]}": [() =>`);
  });

  it('bundles the nested docs layouts and each area\'s plugin data as one chunk, each entry keeping its own name', () => {
    const layouts = `export default {
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "aba21aa0": [() => import(/* webpackChunkName: "aba21aa0" */ "@generated/docusaurus-plugin-content-docs/xpf/__plugin.json"), "@generated/docusaurus-plugin-content-docs/xpf/__plugin.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/xpf/__plugin.json")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/basics/user-interface/styling/styles.md"), "@site/docs/basics/user-interface/styling/styles.md", require.resolveWeak("@site/docs/basics/user-interface/styling/styles.md")],
};
`;
    const routesChunkNames = JSON.stringify({
      '/xpf-880': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
      '/xpf/welcome-37a': { __comp: '17896441', content: '35218975' },
    });
    const entries = new Map(bundledRegistryEntries(layouts, routesChunkNames).map(([chunk, modulePath]) => [modulePath, chunk]));
    expect(entries.get('@theme/DocsRoot')).toBe('docs-layout');
    expect(entries.get('@theme/DocItem')).toBe('docs-layout');
    expect(entries.get('@generated/docusaurus-plugin-content-docs/xpf/__plugin.json')).toBe('docs-layout');
    expect(entries.get('@site/docs/basics/user-interface/styling/styles.md')).toMatch(/^[a-z][0-9a-z]{2}$/);

    const same = new Map(['5e95c892', 'aba21aa0', '17896441', '35218975'].map((name) => [name, name]));
    const result = browserRegistry(layouts, same);
    expect(result).toContain('"5e95c892": [() => import(/* webpackChunkName: "docs-layout" */ "@theme/DocsRoot"), 0, 0],');
    expect(result).toContain('"35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/');

    const aliases = chunkNameAliases(layouts, routesChunkNames);
    expect([...aliases.values()]).toEqual(['docs-layout', 'docs-layout', 'docs-layout']);
    expect(aliases.size).toBe(3);
  });
});
