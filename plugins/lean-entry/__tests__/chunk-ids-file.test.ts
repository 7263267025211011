import { describe, expect, it } from 'vitest';
import { chunkIdsFile, chunkIdsRuntimeCode, chunkNamesToIds, withoutDocusaurusChunkAssetPlugin } from '../chunk-ids-file';
import type { Configuration } from 'webpack';

const GLOBALS = { publicPath: '__webpack_require__.p', getChunkScriptFilename: '__webpack_require__.u' };

/** The runtime code run against a fake runtime whose chunk files are `<id>.<hash>.js`, and a fake network. */
function runtimeWith(file: string, served: Record<string, unknown>) {
  const hashes: Record<string, string> = { '157': 'aaaa1111', '2341': 'bbbb2222' };
  const requested: string[] = [];
  const runtime: Record<string, unknown> = {
    p: '/zh-Hans/',
    u: (id: string) => `assets/js/${id}.${hashes[id]}.js`,
  };
  const fetch = (url: string) => {
    requested.push(url);
    return Promise.resolve(url in served ? { ok: true, json: () => Promise.resolve(served[url]) } : { ok: false, json: () => Promise.reject(new Error('404')) });
  };
  new Function('__webpack_require__', 'fetch', chunkIdsRuntimeCode(file, GLOBALS))(runtime, fetch);
  return { gca: runtime.gca as (name: string) => string, gcaReady: runtime.gcaReady as () => Promise<void>, requested };
}

describe("route chunk names' ids, in a file of their own", () => {
  it('names the file after its content', () => {
    const one = chunkIdsFile({ wya: '157' });
    expect(one.file).toMatch(/^assets\/js\/chunk-ids\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(one.json)).toEqual({ wya: '157' });
    expect(chunkIdsFile({ wya: '157' }).file).toBe(one.file);
    expect(chunkIdsFile({ wya: '158' }).file).not.toBe(one.file);
  });

  it('maps each route chunk name to its id, names of modules bundled in a shared chunk to that chunk', () => {
    const map = chunkNamesToIds({ '157': 'wya', '90': 'docs-layout' }, new Map([['d9n', 'docs-layout'], ['x1y', 'gone']]));
    expect(map).toEqual({ wya: '157', 'docs-layout': '90', d9n: '90' });
  });

  it('gives a chunk name its file once the map is loaded, and a URL prefetch skips before', async () => {
    const { file } = chunkIdsFile({ wya: '157', f50: '2341' });
    const { gca, gcaReady, requested } = runtimeWith(file, { [`/zh-Hans/${file}`]: { wya: '157', f50: '2341' } });
    expect(gca('wya')).toContain('undefined');
    await gcaReady();
    await gcaReady();
    expect(requested).toEqual([`/zh-Hans/${file}`]);
    expect(gca('wya')).toBe('/zh-Hans/assets/js/157.aaaa1111.js');
    expect(gca('f50')).toBe('/zh-Hans/assets/js/2341.bbbb2222.js');
    // A chunk merged into another has no file of its own: core's prefetch skips URLs with "undefined".
    expect(gca('zzz')).toContain('undefined');
  });

  it('lets prefetching go on, fetching nothing, when the file cannot be loaded', async () => {
    const { gca, gcaReady } = runtimeWith('assets/js/chunk-ids.00000000.json', {});
    await expect(gcaReady()).resolves.toBeUndefined();
    expect(gca('wya')).toContain('undefined');
  });

  it("takes Docusaurus's ChunkAssetPlugin out of the client config, and fails the build when there is none", () => {
    class ChunkAssetPlugin {
      apply() {}
    }
    class Other {
      apply() {}
    }
    const config = { plugins: [new Other(), new ChunkAssetPlugin()] } as unknown as Configuration;
    withoutDocusaurusChunkAssetPlugin(config);
    expect(config.plugins?.map((plugin) => plugin?.constructor.name)).toEqual(['Other']);
    expect(() => withoutDocusaurusChunkAssetPlugin(config)).toThrow(/no ChunkAssetPlugin to replace.*plugins\/lean-entry\/chunk-ids-file\.ts/);
  });
});
