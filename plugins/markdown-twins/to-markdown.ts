import { relative, resolve } from 'node:path';
import type { Blockquote, Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, TextDirective, LeafDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import { VFile } from 'vfile';
import remarkCodeInclude from '../code-include/remark';

const SITE_DIR = resolve(__dirname, '..', '..');

/** What a page's Markdown needs from the site around it: where its links and images point, and its labels. */
export interface TwinContext {
  /** Absolute path of the Markdown source the page is built from (English or translated). */
  filePath: string;
  /** A link's target as an absolute URL (a page's twin, a page, or an outside address), or an error message. */
  resolveLink(url: string): string | { error: string };
  /** An image's source as an absolute URL, or an error message. */
  resolveImage(url: string): string | { error: string };
  /** The admonition label the page shows for a type (`note`, `tip`…), in the page's language. */
  admonitionLabel(type: string): string;
  /** The text of the MinVersion badge, in the page's language: "Requires Avalonia 11.3 or later". */
  minVersionLabel(version: string): string;
}

/** A construct the twin has no clean form for, at its file and line: the build stops rather than leak markup. */
export class TwinError extends Error {}

// The admonition types the classic theme renders.
const ADMONITIONS = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
// A heading's explicit id (`## Title {#id}`, escaped in MDX as `\{#id}`): the twin has no anchors of its own.
const HEADING_ID = /\s*\{#[^}\s]+\}\s*$/;
// The only meta a clean fence keeps: the file name the page shows above the code.
const FENCE_TITLE = /(?:^|\s)title=("[^"]*"|'[^']*')/;

type Parent = Root | Extract<RootContent, { children: unknown }>;
type Node = Root | RootContent;

/**
 * The page's MDX as clean CommonMark/GFM: the same parse Docusaurus does (MDX, front matter, GFM, directives) and
 * the same include fences filled, then every construct only the site can render replaced by its plain form: tabs
 * by a labelled section per tab in the page's order, admonitions by blockquotes that name their type, `MinVersion`
 * by its text, links and images by absolute URLs; imports, exports and comments dropped. The front matter is the
 * caller's (`twinHeader`).
 */
export function toCleanMarkdown(source: string, context: TwinContext): string {
  const file = new VFile({ path: context.filePath, value: source });
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx).parse(file);
  remarkCodeInclude()(tree, file);
  const where = (node: Node) => `${relative(SITE_DIR, context.filePath)}:${node.position?.start.line ?? 1}`;
  const fail = (node: Node, message: string): never => {
    throw new TwinError(`${where(node)}: ${message}`);
  };

  const transform = (node: Node): RootContent[] => {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // A comment, `{/* … */}`, is the only expression a page may hold: anything else would render a value.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
        return fail(node, `the expression {${node.value.trim()}} has no Markdown form`);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsxElement(node);
      case 'containerDirective':
        return [admonition(node)];
      case 'leafDirective':
      case 'textDirective':
        return [directiveAsText(node)];
      case 'heading':
        return [heading(node)];
      case 'code':
        return [code(node)];
      case 'link':
      case 'definition': {
        const url = resolved(node, context.resolveLink(node.url));
        return node.type === 'link' ? [{ ...node, url, children: children(node) as PhrasingContent[] }] : [{ ...node, url }];
      }
      case 'image':
        return [{ ...node, url: resolved(node, context.resolveImage(node.url)) }];
      case 'imageReference':
      case 'linkReference':
        return 'children' in node ? [{ ...node, children: children(node) } as RootContent] : [node];
      default:
        return 'children' in node ? [{ ...node, children: children(node) } as RootContent] : [node];
    }
  };
  const children = (node: Parent): RootContent[] => (node.children as RootContent[]).flatMap(transform);
  const resolved = (node: Node, target: string | { error: string }): string =>
    typeof target === 'string' ? target : fail(node, target.error);

  const jsxElement = (node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] => {
    switch (node.name) {
      case 'Tabs':
        return tabs(node);
      case 'MinVersion': {
        const version = stringAttribute(node, 'version') ?? fail(node, '<MinVersion> needs a version');
        const text: Text = { type: 'text', value: `(${context.minVersionLabel(version)})` };
        return node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: [text] }] : [text];
      }
      default:
        return fail(node, `<${node.name ?? ''}> has no Markdown form: add one in plugins/markdown-twins/to-markdown.ts`);
    }
  };
  const stringAttribute = (node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined => {
    const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
    if (!attribute) return undefined;
    if (typeof attribute.value === 'string') return attribute.value;
    return fail(node, `<${node.name ?? ''} ${name}={…}>: only a quoted value has a Markdown form`);
  };
  const tabs = (node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] =>
    (node.children as RootContent[]).flatMap((child) => {
      if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') {
        return child.type === 'text' && !child.value.trim() ? [] : fail(child, 'a <Tabs> holds only <TabItem> elements');
      }
      const label = stringAttribute(child, 'label') ?? stringAttribute(child, 'value') ?? fail(child, '<TabItem> needs a label or value');
      const title: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
      return [title, ...children(child)];
    });

  const admonition = (node: ContainerDirective): Blockquote => {
    if (!ADMONITIONS.has(node.name)) return fail(node, `:::${node.name} is not an admonition the site renders`);
    const [first, ...rest] = node.children;
    const hasTitle = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
    const label = context.admonitionLabel(node.name);
    const titleChildren = hasTitle ? (children(first) as PhrasingContent[]) : [];
    const title: Paragraph = {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: hasTitle ? `${label}: ` : label }, ...titleChildren] }],
    };
    const body = (hasTitle ? rest : node.children).flatMap(transform);
    return { type: 'blockquote', children: [title, ...(body as Blockquote['children'])] };
  };
  // Docusaurus renders a directive it does not know (`x:Class` in prose reads as one) as the text it was written as.
  const directiveAsText = (node: TextDirective | LeafDirective | ContainerDirective): Text | Paragraph => {
    const label = node.children.map((child) => ('value' in child ? child.value : '')).join('');
    const text: Text = { type: 'text', value: `:${node.name}${label ? `[${label}]` : ''}` };
    return node.type === 'textDirective' ? text : { type: 'paragraph', children: [text] };
  };
  const heading = (node: Heading): Heading => {
    const content = children(node) as PhrasingContent[];
    const last = content.at(-1);
    if (last?.type === 'text') {
      const value = last.value.replace(HEADING_ID, '');
      content[content.length - 1] = { ...last, value };
      if (!value) content.pop();
    }
    return { ...node, children: content };
  };
  const code = (node: Code): Code => {
    const title = node.meta ? FENCE_TITLE.exec(node.meta)?.[1] : undefined;
    return { ...node, meta: title ? `title=${title}` : null };
  };

  const clean: Root = { type: 'root', children: children(tree) };
  return unified()
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkStringify, { bullet: '-', fences: true, listItemIndent: 'one', rule: '-', emphasis: '_', resourceLink: true })
    .stringify(clean);
}
