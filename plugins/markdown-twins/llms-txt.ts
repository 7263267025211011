import type { DocsArea } from '../../config/docs-areas';
import type { AreaDocs, TwinPage, TwinPages } from './pages';

type SidebarItem = AreaDocs['sidebars'][string][number];

/** An area's pages as its sidebar lists them: top-level sections, each a tree of pages. */
export interface AreaOutline {
  /** With the area's name and summary in llms.txt (config/docs-areas.ts). */
  area: DocsArea;
  sections: OutlineSection[];
}

export interface OutlineSection {
  /** The sidebar category's label; `undefined` for the pages at the sidebar's top level. */
  label: string | undefined;
  entries: OutlineEntry[];
  /** The section's pages in one file, when it has its own. */
  fullText?: FullTextFile;
}

export interface OutlineEntry {
  /** A page, or a category without a page of its own (its label only). */
  page: TwinPage | undefined;
  label: string;
  children: OutlineEntry[];
}

/** An area's pages in sidebar order (then any page no sidebar lists), each once; test fixtures left out. */
export function areaOutline(
  area: DocsArea,
  content: AreaDocs,
  pages: TwinPages,
  isFixture: (page: TwinPage) => boolean,
): AreaOutline {
  const byId = new Map(pages.pages.filter((page) => page.area.id === area.id && !isFixture(page)).map((page) => [page.id, page]));
  const listed = new Set<string>();
  const take = (id: string | undefined): TwinPage | undefined => {
    const page = id === undefined ? undefined : byId.get(id);
    if (!page || listed.has(page.id)) return undefined;
    listed.add(page.id);
    return page;
  };
  const entry = (item: SidebarItem): OutlineEntry[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const page = take(item.id);
      return page ? [{ page, label: page.title, children: [] }] : [];
    }
    if (item.type === 'category') {
      const page = item.link?.type === 'doc' ? take(item.link.id) : undefined;
      const children = item.items.flatMap(entry);
      return page || children.length ? [{ page, label: page?.title ?? item.label, children }] : [];
    }
    return [];
  };
  const sections: OutlineSection[] = [];
  const topLevel: OutlineEntry[] = [];
  for (const sidebar of Object.values(content.sidebars)) {
    for (const item of sidebar) {
      if (item.type !== 'category') {
        topLevel.push(...entry(item));
        continue;
      }
      const [category] = entry(item);
      if (category) sections.push({ label: item.label, entries: category.page ? [{ ...category }] : category.children });
    }
  }
  const unlisted = [...byId.values()].filter((page) => !listed.has(page.id)).map((page) => ({ page, label: page.title, children: [] }));
  return {
    area,
    sections: [
      ...(topLevel.length ? [{ label: undefined, entries: topLevel }] : []),
      ...sections,
      ...(unlisted.length ? [{ label: 'Other pages', entries: unlisted }] : []),
    ],
  };
}

/** Every page of a section, in order. */
export function sectionPagesOf(section: OutlineSection): TwinPage[] {
  const walk = (entries: OutlineEntry[]): TwinPage[] => entries.flatMap((e) => [...(e.page ? [e.page] : []), ...walk(e.children)]);
  return walk(section.entries);
}

/** Every page of an outline, in order. */
export function outlinePages(outline: AreaOutline): TwinPage[] {
  return outline.sections.flatMap(sectionPagesOf);
}

/** A page's description as one line an assistant can scan: the first sentence, at most about 200 characters. */
export function oneLine(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const sentence = /^(.{20,200}?[.!?])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  if (sentence.length <= 200) return sentence;
  return `${sentence.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

export interface FullTextFile {
  /** Where it is published, absolute. */
  url: string;
  /** What it holds, for llms.txt: "every page", "Avalonia". */
  label: string;
  bytes: number;
}

/** `llms.txt` (https://llmstxt.org): the site, then each area's sections with every page linked to its twin. */
export function llmsTxt(site: { title: string; summary: string; details: string[] }, outlines: AreaOutline[], pages: TwinPages, fullText: FullTextFile[]): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, '', ...site.details.flatMap((line) => [line, ''])];
  const [everything, ...perArea] = fullText;
  if (everything) {
    lines.push(
      `The text of every page in one file: [llms-full.txt](${everything.url}) (${size(everything.bytes)}, about ${tokens(everything.bytes)} tokens: ` +
        'more than most assistants can read at once). One file per area instead, and one per section under each section\'s heading below:',
      '',
      ...perArea.map((file) => `- [${file.label}](${file.url}): ${size(file.bytes)}, about ${tokens(file.bytes)} tokens`),
      '',
    );
  }
  for (const outline of outlines) {
    for (const section of outline.sections) {
      lines.push(`## ${section.label ? `${outline.area.name}: ${section.label}` : outline.area.name}`, '');
      if (!section.label) lines.push(outline.area.summary, '');
      if (section.fullText) lines.push(`The whole section in one file: [${section.fullText.url.split('/').slice(-2).join('/')}](${section.fullText.url}) (${size(section.fullText.bytes)}, about ${tokens(section.fullText.bytes)} tokens)`, '');
      const list = (entries: OutlineEntry[], depth: number) => {
        for (const entry of entries) {
          const indent = '  '.repeat(depth);
          const description = entry.page ? oneLine(entry.page.description) : '';
          lines.push(entry.page ? `${indent}- [${escapeLabel(entry.label)}](${pages.twinUrl(entry.page)})${description ? `: ${description}` : ''}` : `${indent}- ${escapeLabel(entry.label)}`);
          list(entry.children, depth + 1);
        }
      };
      list(section.entries, 0);
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const escapeLabel = (label: string) => label.replace(/([[\]\\])/g, '\\$1');
export const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.round(bytes / 1024)} KiB`);
// About four bytes a token for English prose and code.
const tokens = (bytes: number) => `${Math.round(bytes / 4 / 1000)}k`;
