/**
 * Holds on prefetching: a page whose main content arrives after hydration (the search page's results, which wait
 * for the index) holds prefetching until that content is painted, so that downloads for later (the next page's
 * chunks, the rest of the search index) never compete with it for the network. Preloading on hover or touch is not
 * held: the reader has asked for that page.
 */
const holds = new Set<Promise<void>>();

/** Starts a hold; the returned function ends it (calling it again does nothing). */
export function holdPrefetching(): () => void {
  let release: () => void = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  holds.add(hold);
  void hold.then(() => holds.delete(hold));
  return () => release();
}

/** Runs `run` at once when nothing holds prefetching, else once every hold, including any taken meanwhile, has ended. */
export function whenPrefetchingUnheld(run: () => void): void {
  if (holds.size === 0) {
    run();
    return;
  }
  void Promise.all(holds).then(() => whenPrefetchingUnheld(run));
}
