import { describe, expect, it } from 'vitest';
import { afterChunkIds } from '../chunk-ids';

describe('prefetching after the chunk ids', () => {
  it('waits for the chunk ids before each prefetch, and leaves preloading alone', async () => {
    const calls: string[] = [];
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const client = afterChunkIds(
      { prefetch: (path) => (calls.push(`prefetch ${path}`), Promise.resolve()), preload: (path) => (calls.push(`preload ${path}`), Promise.resolve()) },
      () => ready,
    );
    const prefetched = client.prefetch('/docs/a');
    void client.preload('/docs/b');
    expect(calls).toEqual(['preload /docs/b']);
    loaded();
    await prefetched;
    expect(calls).toEqual(['preload /docs/b', 'prefetch /docs/a']);
  });
});
