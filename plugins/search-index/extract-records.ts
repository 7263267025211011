import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Heading, Nodes, Root } from 'mdast';
import type { Hierarchy, Product, RecordType, SearchRecord } from '../../src/build-interface';
import { processWide } from '../shared/process-wide';

export interface PageInput {
  /** MDX source, front matter included. */
  source: string;
  permalink: string;
  title: string;
  /** Area or top-level sidebar category. */
  lvl0: string;
  /** The locale the page is served under. */
  language: string;
  /** The language of its text: `language` for a translation, SOURCE_LANGUAGE for a page served untranslated. */
  contentLanguage: string;
  tag: string;
  product: Product;
}

/** Nodes whose text is not prose: code is searched by the words around it, MDX imports not at all. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml']);
const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** The source without its front matter, which stays as blank lines so a parse error names the file's own line. */
function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
}

function textOf(node: Nodes): string {
  if (SKIPPED.has(node.type)) return '';
  if ('children' in node) {
    const parts = (node.children as Nodes[]).map(textOf).filter(Boolean);
    // Inline children run together ("`object`." stays "object."); block children are separate sentences.
    const ofBlocks = ['root', 'listItem', 'tableRow', 'blockquote', 'list', 'table', 'mdxJsxFlowElement'].includes(node.type);
    return parts.join(ofBlocks ? ' ' : '').replace(/^:::\w*\s*|\s*:::$/gm, '');
  }
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return '';
}

const COMMENT_ID = /^\/\*\s*#(\S+)\s*\*\/$/;

/** Heading text and its explicit id: `{/* #id *\/}` (an MDX comment) or the escaped classic `\{#id}`. */
function headingText(heading: Heading): { text: string; id: string | undefined } {
  const expression = heading.children.find(
    (child) => child.type === 'mdxTextExpression' && COMMENT_ID.test(child.value.trim()),
  );
  const raw = heading.children
    .filter((child) => child.type !== 'mdxTextExpression')
    .map((child) => toString(child))
    .join('');
  if (expression && 'value' in expression) return { text: raw.trim(), id: COMMENT_ID.exec(expression.value.trim())?.[1] };
  const explicit = EXPLICIT_ID.exec(raw);
  return explicit ? { text: raw.replace(EXPLICIT_ID, ''), id: explicit[1] } : { text: raw, id: undefined };
}

const normaliseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A section of a page, independent of where the page is served: heading path, anchor and text. */
interface Section {
  type: RecordType;
  anchor: string;
  headings: Pick<Hierarchy, 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'>;
  content: string;
}

/**
 * Parsing is most of the cost, and a build of three locales meets most English sources three times (pages not
 * yet translated fall back to them): sections are cached by source text for the life of the process.
 */
const sectionCache = processWide('search-index.sections', () => new Map<string, Section[]>());

function extractSections(source: string): Section[] {
  const cached = sectionCache.get(source);
  if (cached) return cached;
  const tree: Root = fromMarkdown(stripFrontMatter(source), {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  });
  const slugger = new GithubSlugger();
  const headings: Section['headings'] = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const sections: Section[] = [];
  let current = { type: 'lvl1' as RecordType, anchor: '', headings: { ...headings }, text: [] as string[] };
  const flush = () => {
    const content = normaliseSpace(current.text.join(' '));
    if (current.type === 'lvl1' && !content && sections.length > 0) return;
    sections.push({ type: current.type, anchor: current.anchor, headings: current.headings, content });
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2) {
      flush();
      const { text, id } = headingText(node);
      const level = Math.min(node.depth, 6) as 2 | 3 | 4 | 5 | 6;
      headings[`lvl${level}`] = normaliseSpace(text);
      for (let deeper = level + 1; deeper <= 6; deeper++) headings[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
      current = { type: `lvl${level}`, anchor: id ?? slugger.slug(text), headings: { ...headings }, text: [] };
      continue;
    }
    if (node.type === 'heading') continue; // a stray H1 repeats the title
    const text = textOf(node);
    if (text.trim()) current.text.push(text);
  }
  flush();
  sectionCache.set(source, sections);
  return sections;
}

/**
 * One record per section: the page intro (type lvl1) and each heading with the text under it (type lvl2..lvl6).
 * Anchors are computed as Docusaurus computes heading ids: an explicit id, else github-slugger of the text.
 */
export function extractRecords(page: PageInput): SearchRecord[] {
  return extractSections(page.source).map((section) => {
    const url = section.anchor ? `${page.permalink}#${section.anchor}` : page.permalink;
    return {
      objectID: `${page.language}:${url}`,
      url,
      type: section.type,
      hierarchy: { lvl0: page.lvl0, lvl1: page.title, ...section.headings },
      content: section.content,
      language: page.language,
      content_language: page.contentLanguage,
      docusaurus_tag: page.tag,
      product: page.product,
    };
  });
}
