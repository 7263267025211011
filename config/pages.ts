// The source filter of the pages plugin (src/pages) and of the docs areas. Node only: the site's client code must not
// import it.
import { GlobExcludeDefault } from '@docusaurus/utils';

/**
 * What the pages plugin leaves out of src/pages, and a docs area out of its folder: the plugins' own defaults
 * (`_`-prefixed helpers, tests), and the browser tests' fixture pages in a `tests` folder (a page that crashes on
 * demand, one whose render differs in the browser, a doc page no locale translates) unless the build is for the
 * tests (`DOCS_TEST_PAGES=true`, config/site.ts), so that a site built to deploy never serves them.
 */
export function pagesExclude(testPages: boolean): string[] {
  return testPages ? [...GlobExcludeDefault] : [...GlobExcludeDefault, 'tests/**'];
}
