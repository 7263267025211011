/**
 * Until a page has hydrated, its buttons have no handlers, and a click on one is lost: paint-first runs the scripts
 * after the first paint, and on a slow phone that leaves a second or more. The inline script that
 * plugins/clicks-before-hydration puts in every page's <head> remembers the last click on one of these controls, and
 * the search shortcuts (Ctrl/Cmd+K, and `/` outside a text field, as src/search/useSearchShortcuts.ts has them) as a
 * click on the search button; the component that owns the control acts on it once, when it mounts. Clicks and keys
 * after hydration are React's and are not remembered, so a later remount (a route change) does nothing.
 */
const CONTROLS = {
  /** The navbar's search button (src/theme/SearchBar): opens the search modal. */
  search: '.DocSearch-Button',
  /** The navbar's menu button on small screens (src/theme/Navbar/MobileSidebar/Toggle): opens the menu. */
  menu: '.navbar__toggle',
} as const;
export type ControlClickedBeforeHydration = keyof typeof CONTROLS;

const FLAG = '__clickedBeforeHydration';

// One listener for clicks and keys, a no-op once the page has hydrated: those are React's from then on. A shortcut's
// default is prevented as React's listener does: the browser's own Ctrl+K and `/` (a search of its own). In every
// page's HTML, hence written short.
export const REMEMBER_CLICKS_BEFORE_HYDRATION = `(function(c,d,f){function l(e){var t=e.target,k=e.key;if(d.documentElement.dataset.hasHydrated!='true')if(k){if(/^k$/i.test(k)&&(e.ctrlKey||e.metaKey)||k=='/'&&!t.isContentEditable&&!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)){e.preventDefault();window[f]='search'}}else if(t.closest)for(k in c)if(t.closest(c[k]))window[f]=k}d.addEventListener('click',l,!0);d.addEventListener('keydown',l,!0)})(${JSON.stringify(CONTROLS)},document,'${FLAG}')`;

/** Whether `control` was the last of the controls clicked before hydration; true once. */
export function takeClickBeforeHydration(control: ControlClickedBeforeHydration): boolean {
  const global = window as unknown as Record<string, unknown>;
  if (global[FLAG] !== control) return false;
  delete global[FLAG];
  return true;
}
