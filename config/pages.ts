// The pages plugin's source filter (src/pages). Node only: the site's client code must not import it.
import { GlobExcludeDefault } from '@docusaurus/utils';

/**
 * What the pages plugin leaves out of src/pages: its own defaults (`_`-prefixed helpers, tests), and the browser
 * tests' fixture pages (a page that crashes on demand, one whose render differs in the browser) unless the build is
 * for the tests (`DOCS_TEST_PAGES=true`, config/site.ts), so that a site built to deploy never serves them.
 */
export function pagesExclude(testPages: boolean): string[] {
  return testPages ? [...GlobExcludeDefault] : [...GlobExcludeDefault, 'tests/**'];
}
