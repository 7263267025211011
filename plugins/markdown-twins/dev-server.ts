import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TwinPages } from './pages';
import { makeTwin, twinFile, type TwinLabels } from './twin';

/** What the dev server's twins are made from; the plugin replaces it on each content reload. */
export interface DevTwinSource {
  pages: TwinPages;
  outDir: string;
  labels: TwinLabels;
}

type Next = (error?: unknown) => void;

/**
 * A middleware that answers `<page>.md` in the dev server with the page's twin, made from its source at request time,
 * so a writer's "Copy page" and "View as Markdown" work under `npm start` and show the file as saved. Other
 * requests pass on.
 */
export function devTwinMiddleware(source: () => DevTwinSource | undefined) {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const current = source();
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !path.endsWith('.md') || !current) return next();
    const { pages } = current;
    const route = decodeURIComponent(path.slice(0, -'.md'.length));
    const page = pages.pages.find((candidate) => candidate.permalink === route && pages.hasOwnTwin(candidate));
    if (!page) return next();
    let text: string;
    try {
      text = twinFile(makeTwin(page, pages, current.outDir, current.labels));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`[markdown-twins] ${error instanceof Error ? error.message : String(error)}\n`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : text);
  };
}
