import { describe, expect, it } from 'vitest';
import { createPrefetch } from '../prefetch-once';

function fakePage(pageScripts: string[]) {
  const fetched: string[] = [];
  const prefetch = createPrefetch({
    resolve: (url) => new URL(url, 'https://docs.example/zh-Hans/docs/page').href,
    loadedByPage: (href) => pageScripts.includes(href),
    fetchForLater: (url) => (fetched.push(url), Promise.resolve()),
  });
  return { prefetch, fetched };
}

describe('prefetching a linked route’s chunks', () => {
  it('fetches each file once, however many links share it', async () => {
    const { prefetch, fetched } = fakePage([]);
    for (const route of ['a', 'b', 'c']) {
      await Promise.all([prefetch('/assets/js/layout.1.js'), prefetch(`/assets/js/${route}.1.js`)]);
    }
    expect(fetched).toEqual(['/assets/js/layout.1.js', '/assets/js/a.1.js', '/assets/js/b.1.js', '/assets/js/c.1.js']);
  });

  it('counts two spellings of one file as one', async () => {
    const { prefetch, fetched } = fakePage([]);
    await prefetch('/assets/js/a.1.js');
    await prefetch('https://docs.example/assets/js/a.1.js');
    expect(fetched).toHaveLength(1);
  });

  it('never fetches a script the page itself loads', async () => {
    const { prefetch, fetched } = fakePage(['https://docs.example/assets/js/sidebar.1.js']);
    await prefetch('/assets/js/sidebar.1.js');
    await prefetch('/assets/js/other.1.js');
    expect(fetched).toEqual(['/assets/js/other.1.js']);
  });
});
