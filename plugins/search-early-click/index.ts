import type { Plugin } from '@docusaurus/types';
import { REMEMBER_CLICK_BEFORE_HYDRATION } from '../../src/theme/SearchBar/early-click';

/**
 * Every page's <head> gets a one-line script that remembers a click on the search button made before the page has
 * hydrated, which React would not see: the search bar opens the modal once it has (src/theme/SearchBar/early-click.ts).
 * In the <head>, and listening on the document, so it is in place before the button is even parsed.
 */
export default function searchEarlyClickPlugin(): Plugin {
  return {
    name: 'search-early-click',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: REMEMBER_CLICK_BEFORE_HYDRATION }] };
    },
  };
}
