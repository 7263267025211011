import { describe, expect, it } from 'vitest';
import getBundles from 'react-loadable-ssr-addon-v5-slorber/lib/getBundles';
import { registryModulePaths, withRouteModuleKeys, type ClientManifest } from '../client-manifest';

// Entries in the shape `.docusaurus/registry.js` has in Docusaurus 3.10; the config module is bundled in main.js.
const STYLES_MD = '@site/docs/basics/user-interface/styling/styles.md';
const REGISTRY = `export default {
  "35218975": [() => import(/* webpackChunkName: "35218975" */ "${STYLES_MD}"), "${STYLES_MD}", require.resolveWeak("${STYLES_MD}")],
  "5e9f5e1a": [() => import(/* webpackChunkName: "5e9f5e1a" */ "@generated/docusaurus.config"), "@generated/docusaurus.config", require.resolveWeak("@generated/docusaurus.config")],
};
`;

// Docusaurus's chunk names; the client build knows them by their short names (plugins/lean-entry/chunk-names.cjs).
const ROUTES_CHUNK_NAMES = JSON.stringify({ '/docs/styles-1a2': { __comp: '35218975', __props: '5e9f5e1a' } });
const SOURCES = { registry: REGISTRY, routesChunkNames: ROUTES_CHUNK_NAMES };
const STYLES_CHUNK = registryModulePaths(SOURCES).entries().next().value![0];

const js = (file: string) => ({ js: [{ file, hash: 'h', publicPath: `/${file}` }] });
// What react-loadable-ssr-addon writes: origins keyed by chunk name, assets by chunk id.
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['24014', 'main'], [STYLES_CHUNK]: ['64736', '2582'] },
  assets: { main: js('assets/js/main.1.js'), '64736': js('assets/js/64736.2.js'), '2582': js('assets/js/2582.3.js') },
};

describe('client manifest with route module keys', () => {
  it('reads chunk name, as the client build names it, and module path from every registry entry', () => {
    const entries = [...registryModulePaths(SOURCES)];
    expect(entries.map(([, modulePath]) => modulePath)).toEqual([STYLES_MD, '@generated/docusaurus.config']);
    expect(entries.every(([name]) => /^[a-z][0-9a-z]{2}$/.test(name))).toBe(true);
  });

  it("lets Docusaurus's lookup by module path find a page's route chunks, which it did not before", () => {
    expect(getBundles(MANIFEST, [STYLES_MD]).js).toBeUndefined();
    const files = getBundles(withRouteModuleKeys(MANIFEST, SOURCES), ['main', STYLES_MD]).js?.map(({ file }) => file);
    expect(files).toEqual(['assets/js/main.1.js', 'assets/js/64736.2.js', 'assets/js/2582.3.js']);
  });

  it('skips modules the entry bundles, and fails when no registry chunk is in the manifest', () => {
    expect(withRouteModuleKeys(MANIFEST, SOURCES).origins['@generated/docusaurus.config']).toBeUndefined();
    const { [STYLES_CHUNK]: _removed, ...otherOrigins } = MANIFEST.origins;
    expect(() => withRouteModuleKeys({ ...MANIFEST, origins: otherOrigins }, SOURCES)).toThrow(/no chunk of .*registry\.js/);
  });

  it('fails the build, naming the file to update, when a registry entry has another shape', () => {
    const changed = REGISTRY.replace(`"${STYLES_MD}", require`, `["${STYLES_MD}"], require`);
    expect(() => registryModulePaths({ ...SOURCES, registry: changed })).toThrow(/1 of 2 entries .*plugins\/paint-first\/client-manifest\.ts/);
  });
});
