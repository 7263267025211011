/**
 * Until a page has hydrated, its buttons have no handlers, and a click on one is lost: paint-first runs the scripts
 * after the first paint, and on a slow phone that leaves a second or more. The inline script this plugin puts in
 * every page's <head> remembers the last click on one of these controls; the component that owns the control acts
 * on it once, when it mounts. Clicks after hydration are React's and are not remembered, so a later remount (a
 * route change) does nothing.
 */
const CONTROLS = {
  /** The navbar's search button (src/theme/SearchBar): opens the search modal. */
  search: '.DocSearch-Button',
  /** The navbar's menu button on small screens (src/theme/Navbar/MobileSidebar/Toggle): opens the menu. */
  menu: '.navbar__toggle',
} as const;
export type ControlClickedBeforeHydration = keyof typeof CONTROLS;

const FLAG = '__clickedBeforeHydration';

// Once the page has hydrated, the listener removes itself on the next click: clicks are React's from then on.
export const REMEMBER_CLICKS_BEFORE_HYDRATION = `(function(c){function l(e){if(document.documentElement.getAttribute('data-has-hydrated')==='true')return document.removeEventListener('click',l,true);if(e.target.closest)for(var k in c)if(e.target.closest(c[k]))window.${FLAG}=k}document.addEventListener('click',l,true)})(${JSON.stringify(CONTROLS)})`;

/** Whether `control` was the last of the controls clicked before hydration; true once. */
export function takeClickBeforeHydration(control: ControlClickedBeforeHydration): boolean {
  const global = window as unknown as Record<string, unknown>;
  if (global[FLAG] !== control) return false;
  delete global[FLAG];
  return true;
}
