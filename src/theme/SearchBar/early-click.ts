/**
 * Until the page has hydrated, the search button has no handler, and a click on it would be lost: the inline script
 * SearchBar renders right after the button remembers such a click, and SearchBar opens the modal when it mounts.
 * Clicks after hydration are React's, and are not remembered, so a later remount (a route change) opens nothing.
 */
const FLAG = '__searchClickedBeforeHydration';

export const REMEMBER_CLICK_BEFORE_HYDRATION = `document.currentScript.previousElementSibling.addEventListener('click',function(){if(document.documentElement.getAttribute('data-has-hydrated')!=='true')window.${FLAG}=1})`;

/** Whether the button was clicked before hydration; true once. */
export function takeClickBeforeHydration(): boolean {
  const global = window as unknown as Record<string, unknown>;
  const clicked = Boolean(global[FLAG]);
  delete global[FLAG];
  return clicked;
}
