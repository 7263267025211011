import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { runInWorker } from '../shared/module-worker';
import { areaDocsOf, TwinPages } from './pages';
import { twinLabels } from './twin';
import { devTwinMiddleware, type DevTwinSource } from './dev-server';
import type { TwinsInput } from './write-twins';

/**
 * Writes the Markdown twin of every doc page next to its HTML (`/docs/basics.md` beside `/docs/basics.html`), in
 * every locale for the pages translated there, and, in the default locale's build, `llms.txt`, `llms-full.txt` and
 * full-text files per area and section. Twins come from each page's own MDX (`to-markdown.ts`), so an assistant
 * reads what the page says without the site around it. They need the docs' metadata and sources only, so they are
 * written in a worker thread while the bundler works; the build waits for them at its end. The dev server makes a
 * page's twin when it is asked for (`dev-server.ts`).
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const production = process.env.NODE_ENV === 'production';
  let writing: Promise<string> | undefined;
  let devSource: DevTwinSource | undefined;
  return {
    name: 'markdown-twins',
    allContentLoaded({ allContent }) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const { siteConfig, i18n } = context;
      const source = {
        locale: i18n.currentLocale,
        urls: { origin: siteConfig.url, baseUrl: siteConfig.baseUrl, localeBaseUrl: context.baseUrl },
        outDir: context.outDir,
        labels: twinLabels(context.codeTranslations),
        areas: Object.fromEntries(Object.entries(docs).map(([id, content]) => [id, areaDocsOf(content)])),
      };
      if (!production) {
        // Once per content reload, not per request: a twin is made from its source when asked for.
        devSource = { pages: new TwinPages(source.areas, source.locale, source.urls), outDir: source.outDir, labels: source.labels };
        return;
      }
      const input: TwinsInput = {
        ...source,
        withLlmsFiles: i18n.currentLocale === i18n.defaultLocale,
        site: { title: siteConfig.title, tagline: siteConfig.tagline },
      };
      const names = { plugin: 'markdown-twins', failure: 'the Markdown twins could not be written' };
      writing = runInWorker<TwinsInput, string>(join(__dirname, 'write-twins.ts'), 'writeTwins', names, input);
      writing.catch(() => undefined); // postBuild reports a failure
    },
    configureWebpack(_config, isServer) {
      if (production || isServer) return {};
      // Before the dev server's history fallback, which answers every unknown path with the app's HTML. Docusaurus
      // merges this config into its own with webpack-merge, which calls both `setupMiddlewares` and concatenates
      // what they return: this one adds to the shared list in place and returns nothing more.
      const setupMiddlewares = (middlewares: unknown[]) => {
        middlewares.unshift({ name: 'markdown-twins', middleware: devTwinMiddleware(() => devSource) });
        return [];
      };
      return { devServer: { setupMiddlewares } } as Record<string, unknown>;
    },
    async postBuild() {
      if (!writing) throw new Error('[markdown-twins] no twins were started: allContentLoaded did not run');
      console.log(await writing);
    },
  };
}
