import type { Plugin } from '@docusaurus/types';

/** The class on `<body>` while the reader navigates with the keyboard; src/css/custom.css hides focus outlines without it. */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

/**
 * Keyboard-navigation mode, which Docusaurus 3.10 no longer ships: on with the Tab key, off on a mouse press. It is an
 * inline script at the start of every page's body, not a client module, so it adds nothing to the entry JS and works
 * from the first paint, before the page's scripts run (plugins/paint-first). Listeners capture, so that a component
 * that stops a key or mouse event does not leave the mode stale; `<body>`, which React and the head manager leave
 * alone, carries the class.
 */
export default function keyboardNavigationPlugin(): Plugin {
  return {
    name: 'keyboard-navigation',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(d,k){d.addEventListener('keydown',function(e){if(e.key==='Tab')d.body.classList.add(k)},true);d.addEventListener('mousedown',function(){d.body.classList.remove(k)},true)})(document,'${KEYBOARD_NAVIGATION_CLASS}')`,
          },
        ],
      };
    },
  };
}
