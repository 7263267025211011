/**
 * Until a page has hydrated, its buttons have no handlers, and a click on one is lost: paint-first runs the scripts
 * after the first paint, and on a slow phone that leaves a second or more. The inline script this plugin puts in
 * every page's <head> remembers the last click on one of these controls, and the search shortcuts (Ctrl/Cmd+K, and
 * `/` outside a text field, as src/search/useSearchShortcuts.ts has them) as a click on the search button; the
 * component that owns the control acts on it once, when it mounts. Clicks and keys after hydration are React's and
 * are not remembered, so a later remount (a route change) does nothing.
 */
const CONTROLS = {
  /** The navbar's search button (src/theme/SearchBar): opens the search modal. */
  search: '.DocSearch-Button',
  /** The navbar's menu button on small screens (src/theme/Navbar/MobileSidebar/Toggle): opens the menu. */
  menu: '.navbar__toggle',
} as const;
export type ControlClickedBeforeHydration = keyof typeof CONTROLS;

const FLAG = '__clickedBeforeHydration';

// Once the page has hydrated, each listener removes itself on its next event: those are React's from then on. A
// shortcut's default is prevented as React's listener does: the browser's own Ctrl+K and `/` (a search of its own).
export const REMEMBER_CLICKS_BEFORE_HYDRATION = `(function(c,d){function h(e,l){return d.documentElement.getAttribute('data-has-hydrated')==='true'&&!d.removeEventListener(e.type,l,true)}d.addEventListener('click',function l(e){if(!h(e,l)&&e.target.closest)for(var k in c)if(e.target.closest(c[k]))window.${FLAG}=k},true);d.addEventListener('keydown',function l(e){var t=e.target;if(!h(e,l)&&((e.ctrlKey||e.metaKey)&&e.key.toLowerCase()==='k'||e.key==='/'&&!t.isContentEditable&&!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))){e.preventDefault();window.${FLAG}='search'}},true)})(${JSON.stringify(CONTROLS)},document)`;

/** Whether `control` was the last of the controls clicked before hydration; true once. */
export function takeClickBeforeHydration(control: ControlClickedBeforeHydration): boolean {
  const global = window as unknown as Record<string, unknown>;
  if (global[FLAG] !== control) return false;
  delete global[FLAG];
  return true;
}
