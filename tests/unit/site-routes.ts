// Routes of the English docs pages, derived from the source files as Docusaurus does.
import { markdownFiles } from '../../scripts/lib/markdown-files.mjs';
import { routeOfFile } from '../../scripts/lib/routes.mjs';
import { isTestFixture } from '../../plugins/translation-status/status.mjs';

/**
 * Every docs page a site built to deploy has; with `fixtures`, also the browser tests' fixture pages
 * (`<area>/tests/`), which only `npm run build:test` builds.
 */
export function englishDocRoutes({ fixtures = false }: { fixtures?: boolean } = {}): string[] {
  return markdownFiles([], ['docs', 'accelerate', 'xpf'])
    .filter((file) => fixtures || !isTestFixture(file))
    .map((file) => routeOfFile(file))
    .filter((route): route is string => route !== null);
}
