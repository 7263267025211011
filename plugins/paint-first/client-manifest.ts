/** The part of react-loadable-ssr-addon's client manifest this plugin reads and extends. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or id) to the ids of the chunks loaded with it. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

// One entry of Docusaurus's generated registry: "name": [() => import(/* webpackChunkName: "name" */ "P"), "P", …].
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, /gm;

/** Chunk name to module path, for every entry of `.docusaurus/registry.js`; throws on an entry of another shape. */
export function registryModulePaths(registry: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [, chunkName, modulePath] of registry.matchAll(REGISTRY_ENTRY)) {
    paths.set(chunkName!, JSON.parse(modulePath!) as string);
  }
  const entries = (registry.match(/require\.resolveWeak\(/g) ?? []).length;
  if (paths.size !== entries) {
    throw new Error(
      `[paint-first] ${entries - paths.size} of ${entries} entries of .docusaurus/registry.js do not have the shape ` +
        '"name": [() => import(/* webpackChunkName: "name" */ "P"), "P", require.resolveWeak("P")]; ' +
        'update plugins/paint-first/client-manifest.ts for this Docusaurus version.',
    );
  }
  return paths;
}

/**
 * The manifest with each route module's path as a key too, so the page renderer's lookup by path finds the
 * chunks the page needs. A module the entry already bundles has no chunk of its own and is skipped; a registry
 * that matches no chunk at all means the manifest changed shape, and throws.
 */
export function withRouteModuleKeys(manifest: ClientManifest, registry: string): ClientManifest {
  const origins = { ...manifest.origins };
  let matched = 0;
  for (const [chunkName, modulePath] of registryModulePaths(registry)) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue;
    origins[modulePath] = chunks;
    matched += 1;
  }
  if (matched === 0) throw new Error('[paint-first] no chunk of .docusaurus/registry.js is in the client manifest; check its format');
  return { ...manifest, origins };
}
