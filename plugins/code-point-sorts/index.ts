import type { Plugin } from '@docusaurus/types';
import { FILES } from './sorts.cjs';

/**
 * Two of Docusaurus's client modules sort with `String.prototype.localeCompare` while every doc page hydrates: the docs
 * plugin, to find which docs area a path belongs to, and the theme, to order an object's keys. The first such call
 * makes the browser build an ICU collator, main-thread time on a phone, to order three paths and a few keys. Both
 * sorts compare code points instead (./sorts.cjs), which orders
 * them the way they need; nothing else on a first page load sorts by locale. The server build gets the same code, so
 * both render alike.
 */
export default function codePointSortsPlugin(): Plugin {
  return {
    name: 'code-point-sorts',
    configureWebpack() {
      return { module: { rules: [{ test: FILES, enforce: 'pre', use: [{ loader: require.resolve('./sorts.cjs') }] }] } };
    },
  };
}
