// Routes of the English docs pages, derived from the source files as Docusaurus does.
import { markdownFiles } from '../../scripts/lib/markdown-files.mjs';
import { routeOfFile } from '../../scripts/lib/routes.mjs';

export function englishDocRoutes(): string[] {
  return markdownFiles([], ['docs', 'accelerate', 'xpf'])
    .map((file) => routeOfFile(file))
    .filter((route): route is string => route !== null);
}
