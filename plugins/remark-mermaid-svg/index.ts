import type { Code, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import logger from '@docusaurus/logger';
import { findMermaidDiagrams } from './find-diagrams';
import { findChromium, MermaidRenderer, MermaidSyntaxError, type DiagramSvgs, type MermaidThemes, type MermaidThemeVariables } from './renderer';

export interface MermaidSvgOptions {
  /**
   * Draws a diagram in both themes. A function, not the renderer itself: Docusaurus copies plugin options into the
   * client bundle's site config, where a function becomes null but an object's state would be written out.
   */
  draw: (text: string) => Promise<DiagramSvgs>;
}

/**
 * Production builds draw each ```mermaid block to SVG at build time, in the light and the dark theme, and put both
 * in the page's HTML (CSS shows the one for the colour mode). Pages with diagrams then load no Mermaid JavaScript
 * (about 190 KiB gzip) and draw nothing on the reader's main thread; the diagram is there before any script runs.
 * A diagram Mermaid cannot draw fails the build with its file and line. The dev server leaves the blocks to
 * @docusaurus/theme-mermaid, which draws them in the browser as a writer edits.
 */
export default function remarkMermaidSvg({ draw }: MermaidSvgOptions) {
  return async (tree: Root, file: VFile) => {
    const blocks: { parent: Parent; index: number; node: Code }[] = [];
    const collect = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') blocks.push({ parent, index, node: child });
        else if ('children' in child) collect(child);
      });
    };
    collect(tree);

    await Promise.all(
      blocks.map(async ({ parent, index, node }) => {
        try {
          const svgs = await draw(node.value);
          parent.children[index] = diagramElement(svgs.light, svgs.dark);
        } catch (error) {
          if (!MermaidSyntaxError.is(error)) throw error;
          const where = `${file.path}:${node.position?.start.line ?? '?'}`;
          throw new Error(`${where}: this Mermaid diagram does not parse: ${error.message}`);
        }
      }),
    );
  };
}

/** `<div className=… dangerouslySetInnerHTML={{__html}}/>`, as MDX JSX with the expression's ESTree. */
export function diagramElement(light: string, dark: string): MdxJsxFlowElement {
  const html = `<div class="mermaid-svg-light">${light}</div><div class="mermaid-svg-dark">${dark}</div>`;
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'className', value: 'docusaurus-mermaid-container mermaid-prerendered' },
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ObjectExpression',
                    properties: [
                      {
                        type: 'Property',
                        key: { type: 'Identifier', name: '__html' },
                        value: { type: 'Literal', value: html },
                        kind: 'init',
                        method: false,
                        shorthand: false,
                        computed: false,
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      },
    ],
    children: [],
  };
}

type RemarkMermaidSvgEntry = [typeof remarkMermaidSvg, MermaidSvgOptions];
const SHARED = Symbol.for('avalonia-docs.mermaid-renderer');
type Shared = typeof globalThis & { [SHARED]?: MermaidRenderer };

export interface PrerenderOptions {
  themes: MermaidThemes;
  themeVariables?: MermaidThemeVariables;
  /** Folders of Markdown whose diagrams are drawn ahead. */
  contentDirs: readonly string[];
}

/**
 * The remark plugin entry for a production build; none under the dev server, or when no Chromium can be found
 * (a warning, and the diagrams are drawn in the browser as under the dev server). One renderer serves every docs
 * plugin and locale of the build process; it starts on the diagrams found in `contentDirs` (every area and locale).
 */
export function prerenderedMermaid(
  { themes, themeVariables, contentDirs }: PrerenderOptions,
  env: NodeJS.ProcessEnv = process.env,
): RemarkMermaidSvgEntry[] {
  if (env.NODE_ENV !== 'production') return [];
  const shared = globalThis as Shared;
  let renderer = shared[SHARED];
  if (!renderer) {
    const chromium = findChromium(env);
    if (!chromium) {
      logger.warn(
        '[mermaid] no Chromium found (CHROMIUM_PATH, /usr/bin/chromium or `npx playwright install chromium`): diagrams will be drawn in the browser',
      );
      return [];
    }
    renderer = shared[SHARED] = new MermaidRenderer(chromium, themes, themeVariables);
    // Drawn while Docusaurus loads content on one core, rather than while the bundler uses both; every locale's
    // diagrams at once, so later locales find them drawn and the browser need not start again.
    renderer.drawAhead(findMermaidDiagrams(contentDirs));
  }
  const drawing = renderer;
  return [[remarkMermaidSvg, { draw: (text) => drawing.render(text) }]];
}
