import { whenPrefetchingUnheld } from './hold';

/** The part of `window.docusaurus` (core's client API) that the idle prefetch queue changes. */
export type DocusaurusClient = {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
};

export type IdleScheduler = (run: () => void) => void;

/**
 * A client whose `prefetch` queues the path and runs the real prefetch for one path per idle period, so a burst
 * of links entering the viewport never becomes one long task. Repeated paths are queued once.
 */
export function withIdlePrefetch(client: DocusaurusClient, whenIdle: IdleScheduler): DocusaurusClient {
  const queue = new Map<string, Array<() => void>>();
  let scheduled = false;

  const runNext = (): void => {
    scheduled = false;
    const next = queue.entries().next();
    if (next.done) return;
    const [path, waiting] = next.value;
    queue.delete(path);
    const result = client.prefetch(path);
    const settle = () => waiting.forEach((resolve) => resolve());
    if (result) result.then(settle, settle);
    else settle();
    schedule();
  };
  const schedule = (): void => {
    if (scheduled || queue.size === 0) return;
    scheduled = true;
    whenIdle(runNext);
  };

  return Object.freeze({
    ...client,
    prefetch(path: string) {
      return new Promise<void>((resolve) => {
        const waiting = queue.get(path) ?? [];
        waiting.push(resolve);
        queue.set(path, waiting);
        schedule();
      });
    },
  });
}

/**
 * When downloads for later may start: the browser is idle (requestIdleCallback where the browser has it, not
 * Safari, else a short timeout) and no page holds prefetching (./hold.ts; checked then, after the page's effects have
 * taken their holds). The idle prefetch queue (./client.ts) and the search index's background download
 * (src/search/area-index-loader.ts) both wait for it; written against globals so Node tests can run it.
 */
export const browserIdle: IdleScheduler = (run) => {
  const unheld = () => whenPrefetchingUnheld(run);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(unheld, { timeout: 2000 });
  else setTimeout(unheld, 50);
};
