import { describe, expect, it } from 'vitest';
import { withIdlePrefetch, type DocusaurusClient } from '../queue';

function fakeClient() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const client: DocusaurusClient = {
    prefetch: (path) => (prefetched.push(path), Promise.resolve([])),
    preload: (path) => (preloaded.push(path), Promise.resolve([])),
  };
  return { client, prefetched, preloaded };
}

function manualIdle() {
  const pending: Array<() => void> = [];
  return { whenIdle: (run: () => void) => void pending.push(run), runOne: () => pending.shift()?.(), pending };
}

describe('idle prefetch queue', () => {
  it('turns a burst of links entering the viewport into one prefetch per idle period', () => {
    const { client, prefetched } = fakeClient();
    const idle = manualIdle();
    const wrapped = withIdlePrefetch(client, idle.whenIdle);
    for (const path of ['/docs/a', '/docs/b', '/docs/c']) void wrapped.prefetch(path);
    expect(prefetched).toEqual([]);
    expect(idle.pending).toHaveLength(1);
    idle.runOne();
    expect(prefetched).toEqual(['/docs/a']);
    idle.runOne();
    idle.runOne();
    expect(prefetched).toEqual(['/docs/a', '/docs/b', '/docs/c']);
    expect(idle.pending).toHaveLength(0);
  });

  it('prefetches a path seen several times once, and settles every caller when it is done', async () => {
    const { client, prefetched } = fakeClient();
    const idle = manualIdle();
    const wrapped = withIdlePrefetch(client, idle.whenIdle);
    const calls = [wrapped.prefetch('/docs/a'), wrapped.prefetch('/docs/a')];
    idle.runOne();
    await Promise.all(calls);
    expect(prefetched).toEqual(['/docs/a']);
  });

  it('settles callers when core declines to prefetch (already loaded, slow connection)', async () => {
    const idle = manualIdle();
    const wrapped = withIdlePrefetch({ prefetch: () => false, preload: () => false }, idle.whenIdle);
    const call = wrapped.prefetch('/docs/a');
    idle.runOne();
    await expect(call).resolves.toBeUndefined();
  });

  it('leaves preloading on hover immediate', () => {
    const { client, preloaded } = fakeClient();
    const wrapped = withIdlePrefetch(client, manualIdle().whenIdle);
    void wrapped.preload('/docs/a');
    expect(preloaded).toEqual(['/docs/a']);
  });
});
