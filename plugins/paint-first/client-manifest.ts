/** The part of react-loadable-ssr-addon's client manifest this plugin reads and extends. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or id) to the ids of the chunks loaded with it. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

const { bundledRegistryEntries } = require('../lean-entry/registry-loader.cjs') as {
  bundledRegistryEntries: (registry: string, routesChunkNames: string) => [chunkName: string, modulePath: string][];
};

/** The two files of `.docusaurus` that say which chunk holds which route module. */
export interface RouteChunkSources {
  /** `.docusaurus/registry.js` */
  registry: string;
  /** `.docusaurus/routesChunkNames.json` */
  routesChunkNames: string;
}

/**
 * Chunk name, as the client build names it (plugins/lean-entry shortens them), to module path, for every entry of
 * `.docusaurus/registry.js`; throws on an entry of another shape.
 */
export function registryModulePaths({ registry, routesChunkNames }: RouteChunkSources): Map<string, string> {
  return new Map(bundledRegistryEntries(registry, routesChunkNames));
}

/**
 * The manifest with each route module's path as a key too, so the page renderer's lookup by path finds the
 * chunks the page needs. A module the entry already bundles has no chunk of its own and is skipped; a registry
 * that matches no chunk at all means the manifest changed shape, and throws.
 */
export function withRouteModuleKeys(manifest: ClientManifest, sources: RouteChunkSources): ClientManifest {
  const origins = { ...manifest.origins };
  let matched = 0;
  for (const [chunkName, modulePath] of registryModulePaths(sources)) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    origins[modulePath] = chunks;
    matched += 1;
  }
  if (matched === 0) throw new Error('[paint-first] no chunk of .docusaurus/registry.js is in the client manifest; check its format');
  return { ...manifest, origins };
}
