import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
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
  /**
   * Where each diagram's drawings are written as a module of their own, imported as `<modulePrefix>/<hash>.js`: a
   * page's JS names that module, and only a diagram the browser renders itself loads it
   * (src/diagrams/PrerenderedDiagram.tsx).
   */
  modulesDir: string;
  modulePrefix: string;
}

/**
 * Production builds draw each ```mermaid block to SVG at build time, in the light and the dark theme, and put both
 * in the page's HTML (CSS shows the one for the colour mode). Pages with diagrams then load no Mermaid JavaScript
 * (the largest library a page could load) and draw nothing on the reader's main thread; the diagram is there before any script runs.
 * The page's JS names a module holding the drawings rather than carrying them: hydration keeps the HTML, and only
 * an in-app move to the page loads that module.
 * A diagram Mermaid cannot draw fails the build with its file and line. The dev server leaves the blocks to
 * @docusaurus/theme-mermaid, which draws them in the browser as a writer edits.
 */
export default function remarkMermaidSvg({ draw, modulesDir, modulePrefix }: MermaidSvgOptions) {
  return async (tree: Root, file: VFile) => {
    const blocks: { parent: Parent; index: number; node: Code }[] = [];
    const collect = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid') blocks.push({ parent, index, node: child });
        else if ('children' in child) collect(child);
      });
    };
    collect(tree);

    if (blocks.length === 0) return;
    mkdirSync(modulesDir, { recursive: true });
    await Promise.all(
      blocks.map(async ({ parent, index, node }) => {
        try {
          const svgs = await draw(node.value);
          const id = createHash('sha1').update(svgs.light).update('\0').update(svgs.dark).digest('hex').slice(0, 16);
          writeFileSync(join(modulesDir, `${id}.js`), `export default ${JSON.stringify({ light: svgs.light, dark: svgs.dark })};\n`);
          parent.children[index] = diagramElement(id, `${modulePrefix}/${id}.js`);
        } catch (error) {
          if (!MermaidSyntaxError.is(error)) throw error;
          const where = `${file.path}:${node.position?.start.line ?? '?'}`;
          throw new Error(`${where}: this Mermaid diagram does not parse: ${error.message}`);
        }
      }),
    );
    tree.children.unshift(componentImport());
  };
}

const COMPONENT = 'PrerenderedDiagram';
const COMPONENT_MODULE = '@site/src/diagrams/PrerenderedDiagram';

/** `import PrerenderedDiagram from …`, as an MDX ESM node with the syntax tree the MDX compiler reads. */
function componentImport(): MdxjsEsm & RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from ${JSON.stringify(COMPONENT_MODULE)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } }],
            attributes: [],
            source: { type: 'Literal', value: COMPONENT_MODULE, raw: JSON.stringify(COMPONENT_MODULE) },
          },
        ],
      },
    },
  };
}

/** `<PrerenderedDiagram id="…" load={() => import("…")} />`, as MDX JSX with the expression's ESTree. */
export function diagramElement(id: string, module: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'id', value: id },
      {
        type: 'mdxJsxAttribute',
        name: 'load',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `() => import(${JSON.stringify(module)})`,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [
                {
                  type: 'ExpressionStatement',
                  expression: {
                    type: 'ArrowFunctionExpression',
                    params: [],
                    async: false,
                    generator: false,
                    expression: true,
                    body: { type: 'ImportExpression', source: { type: 'Literal', value: module, raw: JSON.stringify(module) }, options: null },
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
  /** Where the diagrams' modules go, and how pages import them (MermaidSvgOptions). */
  modulesDir: string;
  modulePrefix: string;
}

/**
 * Whether this build draws its diagrams itself: a production build with a Chromium to draw in. Only then can the site
 * leave out @docusaurus/theme-mermaid, whose Mermaid every locale's build would
 * otherwise compile and minify for pages that never load it.
 */
export function diagramsDrawnAtBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return buildChromium(env) !== undefined;
}

/** The Chromium a production build draws diagrams in; undefined under the dev server or when there is none. */
function buildChromium(env: NodeJS.ProcessEnv): string | undefined {
  return env.NODE_ENV === 'production' ? findChromium(env) : undefined;
}

/**
 * The remark plugin entry for a production build; none under the dev server, or when no Chromium can be found
 * (a warning, and the diagrams are drawn in the browser as under the dev server). One renderer serves every docs
 * plugin and locale of the build process; it starts on the diagrams found in `contentDirs` (every area and locale).
 */
export function prerenderedMermaid(
  { themes, themeVariables, contentDirs, modulesDir, modulePrefix }: PrerenderOptions,
  env: NodeJS.ProcessEnv = process.env,
): RemarkMermaidSvgEntry[] {
  const shared = globalThis as Shared;
  let renderer = shared[SHARED];
  if (!renderer) {
    // The same test as diagramsDrawnAtBuild, which decides whether the site keeps the Mermaid theme.
    const chromium = buildChromium(env);
    if (!chromium) {
      if (env.NODE_ENV !== 'production') return [];
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
  return [[remarkMermaidSvg, { draw: (text) => drawing.render(text), modulesDir, modulePrefix }]];
}
