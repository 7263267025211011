/**
 * Runs after the frame that shows what was just rendered: the search page's first results, before the page lets
 * prefetches or its own scripts take the network. A hidden tab paints no frames, so there it runs at once.
 */
export function afterNextFrame(run: () => void): void {
  if (document.hidden) run();
  else requestAnimationFrame(() => setTimeout(run));
}
