import type { Plugin } from '@docusaurus/types';
import { CompilationTracker } from './compilations';

/** How long the watcher gathers changes before compiling: every event of one save, so none starts a second compilation. */
const AGGREGATE_TIMEOUT_MS = 50;

/**
 * The dev server's path from a saved Markdown file to the page on screen (`docusaurus start` only).
 *
 * - The client compiler's compilations are tracked, so that the docs areas load their docs again after the saved
 *   page's own compilation (`afterCompilation`, awaited in plugins/docs-area) instead of competing with it for the
 *   thread that also runs its loaders and answers the browser's requests.
 * - Absolute module paths resolve as they are before the resolver tries them under each of `resolve.roots` (the
 *   static and site folders, which Docusaurus lists for `url("/img/…")` in stylesheets). The route registry
 *   imports every page's modules by absolute path, and each failed attempt, with each extension, was a "missing"
 *   file that the watcher took up again after every compilation. The same modules resolve either way.
 * - An editor's save is often two file-system events (truncate, then write). Rspack compiles 5 ms after the first
 *   by default; when the second was seen after the compilation began, the watcher reported the file changed again
 *   and a second compilation held the browser's request for the first one's update.
 */
export default function devReloadPlugin(): Plugin {
  return {
    name: 'dev-reload',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {
        resolve: { preferAbsolute: true },
        watchOptions: { aggregateTimeout: AGGREGATE_TIMEOUT_MS },
        plugins: [new CompilationTracker()],
      };
    },
  };
}
