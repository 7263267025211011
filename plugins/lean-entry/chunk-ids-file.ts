import { createHash } from 'node:crypto';
import type { Configuration, RuntimeModule as RuntimeModuleType } from 'webpack';

/**
 * The part of the bundler (webpack or Rspack, as Docusaurus's `currentBundler.instance`) this module uses. Docusaurus's
 * own ChunkAssetPlugin is written against the same part.
 */
export interface Bundler {
  RuntimeModule: typeof RuntimeModuleType;
  RuntimeGlobals: { publicPath: string; getChunkScriptFilename: string };
  sources: { RawSource: new (source: string) => unknown };
  Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
}

interface Compilation {
  hooks: {
    additionalTreeRuntimeRequirements: { tap(name: string, run: (chunk: unknown) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  addRuntimeModule(chunk: unknown, module: RuntimeModuleType): void;
  emitAsset(file: string, source: unknown): void;
}

interface ChunkWithMaps {
  getChunkMaps(realHash: boolean): { name: Record<string, string> };
}

const NAME = 'lean-entry-chunk-ids-file';

/**
 * The file that maps route chunk names to chunk ids, for the runtime's chunk map JSON. Its name carries the hash of
 * its content, so a deploy that renames chunks also renames the file.
 */
export function chunkIdsFile(nameToId: Record<string, string>): { file: string; json: string } {
  const json = JSON.stringify(nameToId);
  return { file: `assets/js/chunk-ids.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`, json };
}

/**
 * Chunk name to id, for every named chunk and for each alias: route modules bundled in a shared chunk keep their own
 * names in routesChunkNames (./registry-loader.cjs), and prefetching looks them up by those.
 */
export function chunkNamesToIds(idToName: Record<string, string>, aliases: ReadonlyMap<string, string>): Record<string, string> {
  const nameToId: Record<string, string> = Object.fromEntries(Object.entries(idToName).map(([id, name]) => [name, id]));
  for (const [alias, chunk] of aliases) {
    const id = nameToId[chunk];
    if (id !== undefined) nameToId[alias] = id;
  }
  return nameToId;
}

/**
 * The runtime code of `__webpack_require__.gca` (get chunk asset: a chunk name to its script's URL, which core's
 * prefetch calls) reading a map loaded by `__webpack_require__.gcaReady()`, which resolves once it is loaded.
 * Until then, and for a name it does not list, the URL has `undefined` in it, which core's prefetch skips.
 */
export function chunkIdsRuntimeCode(file: string, globals: Bundler['RuntimeGlobals']): string {
  const { publicPath, getChunkScriptFilename } = globals;
  return `var gcaMap = {}, gcaLoading;
__webpack_require__.gcaReady = function() {
  return gcaLoading || (gcaLoading = fetch(${publicPath} + ${JSON.stringify(file)}).then(function(response) {
    return response.ok ? response.json() : {};
  }).then(function(map) { gcaMap = map; }, function() {}));
};
__webpack_require__.gca = function(chunkName) {
  return ${publicPath} + ${getChunkScriptFilename}(gcaMap[chunkName] || chunkName);
};`;
}

/**
 * Docusaurus's ChunkAssetPlugin writes a map of every route chunk's name to its id into the runtime every page loads,
 * though only prefetching reads it, once the page is idle. This plugin, in its place, writes the map to a file of its
 * own that the idle prefetch queue loads before its first prefetch (src/prefetch/chunk-ids.ts), and leaves the
 * runtime only the file's name.
 */
export function chunkIdsFilePlugin(bundler: Bundler, aliases: () => ReadonlyMap<string, string>) {
  class ChunkIdsRuntimeModule extends bundler.RuntimeModule {
    constructor(private readonly emit: (file: string, json: string) => void) {
      super('ChunkIdsFileRuntimeModule', bundler.RuntimeModule.STAGE_ATTACH);
      // As Docusaurus's module: generated once the chunks have their ids.
      this.fullHash = true;
    }

    override generate(): string {
      const idToName = (this.chunk as unknown as ChunkWithMaps).getChunkMaps(false).name;
      const { file, json } = chunkIdsFile(chunkNamesToIds(idToName, aliases()));
      this.emit(file, json);
      return chunkIdsRuntimeCode(file, bundler.RuntimeGlobals);
    }
  }

  return {
    apply(compiler: { hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } } }) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        const files = new Map<string, string>();
        compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkIdsRuntimeModule((file, json) => files.set(file, json)));
        });
        compilation.hooks.processAssets.tap({ name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const [file, json] of files) compilation.emitAsset(file, new bundler.sources.RawSource(json));
        });
      });
    },
  };
}

/**
 * The client config without Docusaurus's ChunkAssetPlugin, which ./chunk-ids-file.ts replaces; a Docusaurus that
 * no longer adds it under that name fails the build here rather than ship both maps.
 */
export function withoutDocusaurusChunkAssetPlugin(config: Configuration): void {
  const plugins = config.plugins ?? [];
  const kept = plugins.filter((plugin) => plugin?.constructor?.name !== 'ChunkAssetPlugin');
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      "plugins/lean-entry: Docusaurus's client config has no ChunkAssetPlugin to replace (it writes __webpack_require__.gca); update plugins/lean-entry/chunk-ids-file.ts for this Docusaurus version.",
    );
  }
  config.plugins = kept;
}
