/**
 * Until the page has hydrated, the search button has no handler, and a click on it would be lost. The inline script
 * every page's <head> carries (plugins/search-early-click) remembers such a click, and SearchBar opens the modal
 * when it mounts. Clicks after hydration are React's and are not remembered, so a later remount (a route change)
 * opens nothing.
 */
const FLAG = '__searchClickedBeforeHydration';

/** A click on the search button, from its first paint until <html data-has-hydrated="true">, sets the flag. */
export const REMEMBER_CLICK_BEFORE_HYDRATION = `document.addEventListener('click',function(e){if(document.documentElement.getAttribute('data-has-hydrated')!=='true'&&e.target.closest&&e.target.closest('.DocSearch-Button'))window.${FLAG}=1},true)`;

/** Whether the button was clicked before hydration; true once. */
export function takeClickBeforeHydration(): boolean {
  const global = window as unknown as Record<string, unknown>;
  const clicked = Boolean(global[FLAG]);
  delete global[FLAG];
  return clicked;
}
