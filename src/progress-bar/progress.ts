/** The part of nprogress the bar uses. */
export interface ProgressBar {
  start(): unknown;
  done(): unknown;
}

interface RouteUpdate {
  location: { pathname: string };
  previousLocation: { pathname: string } | null;
}

/** How long an in-app move may take before the bar shows, as in Docusaurus's own module. */
export const PROGRESS_DELAY_MS = 200;

/**
 * Docusaurus's route progress bar (theme-classic's nprogress client module), with nprogress loaded when the first
 * in-app move starts instead of with every page. The bar shows only once a move has taken PROGRESS_DELAY_MS, so the
 * library, fetched alongside the next page's chunks, is there by then on any connection that fetches those in time.
 */
export function progressOnRouteMoves(load: () => Promise<ProgressBar>, setDelay: (run: () => void, ms: number) => () => void) {
  let moving = false;
  let bar: Promise<ProgressBar> | undefined;
  return {
    onRouteUpdate({ location, previousLocation }: RouteUpdate): (() => void) | undefined {
      if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
      const loading = (bar ??= load());
      moving = true;
      // Started only if the move is still on when nprogress arrives: a `done` queued before it must win.
      return setDelay(() => void loading.then((progress) => moving && progress.start()), PROGRESS_DELAY_MS);
    },
    onRouteDidUpdate(): void {
      moving = false;
      void bar?.then((progress) => progress.done());
    },
  };
}
