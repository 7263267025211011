import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { runInWorker } from '../shared/module-worker';
import { areaDocsOf } from './pages';
import { twinLabels } from './twin';
import type { TwinsInput } from './write-twins';

/**
 * Writes the Markdown twin of every doc page next to its HTML (`/docs/basics.md` beside `/docs/basics.html`), in
 * every locale for the pages translated there, and, in the default locale's build, `llms.txt`, `llms-full.txt` and
 * full-text files per area and section. Twins come from each page's own MDX (`to-markdown.ts`), so an assistant
 * reads what the page says without the site around it. They need the docs' metadata and sources only, so they are
 * written in a worker thread while the bundler works; the build waits for them at its end.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const production = process.env.NODE_ENV === 'production';
  let writing: Promise<string> | undefined;
  return {
    name: 'markdown-twins',
    allContentLoaded({ allContent }) {
      if (!production) return;
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const { siteConfig, i18n } = context;
      const input: TwinsInput = {
        locale: i18n.currentLocale,
        withLlmsFiles: i18n.currentLocale === i18n.defaultLocale,
        urls: { origin: siteConfig.url, baseUrl: siteConfig.baseUrl, localeBaseUrl: context.baseUrl },
        outDir: context.outDir,
        site: { title: siteConfig.title, tagline: siteConfig.tagline },
        labels: twinLabels(context.codeTranslations),
        areas: Object.fromEntries(Object.entries(docs).map(([id, content]) => [id, areaDocsOf(content)])),
      };
      const names = { plugin: 'markdown-twins', failure: 'the Markdown twins could not be written' };
      writing = runInWorker<TwinsInput, string>(join(__dirname, 'write-twins.ts'), 'writeTwins', names, input);
      writing.catch(() => undefined); // postBuild reports a failure
    },
    async postBuild() {
      if (!writing) throw new Error('[markdown-twins] no twins were started: allContentLoaded did not run');
      console.log(await writing);
    },
  };
}
