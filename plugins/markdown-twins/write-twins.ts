import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DOCS_AREAS, type DocsArea } from '../../config/docs-areas';
import { isTestFixture } from '../translation-status/status.mjs';
import { areaOutline, llmsTxt, outlinePages, sectionPagesOf, size, type FullTextFile } from './llms-txt';
import { TwinPages, type AreaDocs, type SiteUrls, type TwinPage } from './pages';
import { fullTextPart, makeTwin, twinFile, type Twin, type TwinLabels } from './twin';

/** Everything one locale's twins are made from: plain data, as it goes to the worker thread. */
export interface TwinsInput {
  locale: string;
  /** Whether this is the default locale, whose build also writes llms.txt and the full-text files. */
  withLlmsFiles: boolean;
  urls: SiteUrls;
  outDir: string;
  site: { title: string; tagline: string };
  labels: TwinLabels;
  areas: Partial<Record<DocsArea['id'], AreaDocs>>;
}

/** The browser tests' fixture pages: built by `npm run build:test`, never deployed, so in no llms file. */
const isFixture = (page: TwinPage) => isTestFixture(`${page.area.path}/${page.relativePath}`);

/** Writes one locale's twins and, for the default locale, the llms files; returns the line the build log shows. */
export async function writeTwins(input: TwinsInput): Promise<string> {
  const started = performance.now();
  const { urls, outDir } = input;
  const pages = new TwinPages(input.areas, input.locale, urls);
  const twins = new Map<TwinPage, Twin>();
  for (const page of pages.pages.filter((p) => pages.hasOwnTwin(p))) twins.set(page, makeTwin(page, pages, outDir, input.labels));
  const write = async (route: string, text: string) => {
    const file = join(outDir, route);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    return Buffer.byteLength(text);
  };
  await Promise.all([...twins.values()].map((twin) => write(`${twin.page.permalink.slice(urls.localeBaseUrl.length)}.md`, twinFile(twin))));
  const llms = input.withLlmsFiles ? await writeLlmsFiles(input, pages, twins, write) : '';
  return `[markdown-twins] ${twins.size} twins (${input.locale})${llms} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** `llms.txt`, `llms-full.txt`, and a full-text file per area and per section; returns their sizes for the log. */
async function writeLlmsFiles(input: TwinsInput, pages: TwinPages, twins: Map<TwinPage, Twin>, write: (route: string, text: string) => Promise<number>): Promise<string> {
  const outlines = DOCS_AREAS.map((area) => areaOutline(area, input.areas[area.id]!, pages, isFixture));
  const url = (route: string) => `${input.urls.origin}${input.urls.baseUrl}${route}`;
  const file = async (route: string, label: string, pagesInOrder: TwinPage[]): Promise<FullTextFile> => ({
    url: url(route),
    label,
    bytes: await write(route, pagesInOrder.map((page) => fullTextPart(twins.get(page)!, pages)).join('\n\n---\n\n')),
  });
  const files: FullTextFile[] = [await file('llms-full.txt', 'every page', outlines.flatMap(outlinePages))];
  for (const outline of outlines) {
    files.push(await file(`${outline.area.path}/llms-full.txt`, outline.area.name, outlinePages(outline)));
    for (const section of outline.sections) {
      const sectionPages = sectionPagesOf(section);
      const folder = section.label && sectionPages[0]?.relativePath.split('/')[0];
      if (folder && sectionPages.length > 1) {
        section.fullText = await file(`${outline.area.path}/llms-full/${folder}.txt`, `${outline.area.name}: ${section.label}`, sectionPages);
      }
    }
  }
  const site = {
    title: input.site.title,
    summary: `Documentation of ${outlines.map((o) => o.area.name).join(', ')}. ${input.site.tagline}.`,
    details: [
      `Every page is also published as Markdown, at its address with \`.md\` added (\`${url('docs/welcome')}\` has \`${url('docs/welcome.md')}\`); ` +
        'the links below point to those files. Pages translated into Russian and Simplified Chinese have theirs under /ru/ and /zh-Hans/.',
    ],
  };
  const llmsBytes = await write('llms.txt', llmsTxt(site, outlines, pages, files));
  const sections = outlines.flatMap((o) => o.sections.flatMap((section) => (section.fullText ? [section.fullText.bytes] : [])));
  const sizes = files.map((f) => `${f.url.slice(input.urls.origin.length)} ${size(f.bytes)}`).join(', ');
  return `; llms.txt ${size(llmsBytes)}, ${sizes}, ${sections.length} section files of ${size(Math.min(...sections))} to ${size(Math.max(...sections))}`;
}
