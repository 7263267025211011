import type { Plugin } from '@docusaurus/types';
import { REMEMBER_CLICKS_BEFORE_HYDRATION } from '../../src/build-interface';

/**
 * Every page's <head> gets a one-line script that remembers a click on the search or menu button made before the page
 * has hydrated, which React would not see; the button's component acts on it once the page has
 * (src/hydration/clicks-before-hydration.ts). In the <head>, and listening on the document, so it is in place before
 * the buttons are even parsed.
 */
export default function clicksBeforeHydrationPlugin(): Plugin {
  return {
    name: 'clicks-before-hydration',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: REMEMBER_CLICKS_BEFORE_HYDRATION }] };
    },
  };
}
