import { compile } from '@mdx-js/mdx';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Nodes } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import { findMermaidDiagrams } from '../../plugins/remark-mermaid-svg/find-diagrams';
import remarkMermaidSvg, { diagramsDrawnAtBuild, prerenderedMermaid } from '../../plugins/remark-mermaid-svg';
import { copyConfig } from '../../plugins/remark-mermaid-svg/config-copy';
import { findChromium, MermaidRenderer, MermaidSyntaxError, type DiagramSvgs } from '../../plugins/remark-mermaid-svg/renderer';
import { MERMAID_THEME_VARIABLES, MERMAID_THEMES } from '../../config/code-themes';

const PAGE = ['# Binding', '', 'Text before.', '', '```mermaid', 'flowchart LR', '  A --> B', '```', '', '```csharp', 'var x = 1;', '```', ''].join('\n');

/** Stands in for Chromium: "draws" a diagram as an SVG that names its text and theme. */
const fakeRenderer = {
  drawn: [] as string[],
  async render(text: string): Promise<DiagramSvgs> {
    this.drawn.push(text);
    if (text.includes('-->>>')) throw new MermaidSyntaxError('Parse error on line 2');
    return { light: `<svg data-theme="light"><text>${text.trim()}</text></svg>`, dark: '<svg data-theme="dark"></svg>' };
  },
};

const modulesDir = mkdtempSync(join(tmpdir(), 'mermaid-modules-'));
const MODULE_PREFIX = '@generated/mermaid-diagrams';

/** The page compiled as the build compiles it: JavaScript that imports each diagram's module by name. */
async function compilePage(source: string, path = '/site/docs/page.md'): Promise<string> {
  const code = await compile({ value: source, path }, {
    remarkPlugins: [[remarkMermaidSvg, { draw: (text: string) => fakeRenderer.render(text), modulesDir, modulePrefix: MODULE_PREFIX }]],
  });
  return String(code);
}

/** The drawings a compiled page's diagrams load, read from the modules the plugin wrote. */
function drawingsOf(code: string): { light: string; dark: string }[] {
  return [...code.matchAll(/import\("@generated\/mermaid-diagrams\/([0-9a-f]{16})\.js"\)/g)].map((match) => {
    const module = readFileSync(join(modulesDir, `${match[1]}.js`), 'utf8');
    return JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as { light: string; dark: string };
  });
}

describe('remark-mermaid-svg', () => {
  it("puts a mermaid block's drawings in both themes into a module of their own, which the page names, and leaves other code alone", async () => {
    const code = await compilePage(PAGE);
    expect(code).toContain('import PrerenderedDiagram from "@site/src/diagrams/PrerenderedDiagram";');
    expect(drawingsOf(code)).toEqual([
      { light: '<svg data-theme="light"><text>flowchart LR\n  A --> B</text></svg>', dark: '<svg data-theme="dark"></svg>' },
    ]);
    // The page's JS holds the module's name, not the drawings.
    expect(code).not.toContain('data-theme');
    expect(code).toContain('"language-csharp"');
    expect(code).not.toContain('language-mermaid');
  });

  it('draws diagrams nested in lists and quotes', async () => {
    const code = await compilePage(['- Step', '', '  ```mermaid', '  flowchart TD', '    X --> Y', '  ```', '', '> ```mermaid', '> flowchart LR', '>   P --> Q', '> ```', ''].join('\n'));
    expect(drawingsOf(code).map((drawing) => drawing.light)).toEqual([
      '<svg data-theme="light"><text>flowchart TD\n  X --> Y</text></svg>',
      '<svg data-theme="light"><text>flowchart LR\n  P --> Q</text></svg>',
    ]);
  });

  it('adds nothing to a page without diagrams', async () => {
    expect(await compilePage('# Page\n\n```csharp\nvar x = 1;\n```\n')).not.toContain('PrerenderedDiagram');
  });

  it('fails the build with the file and line of a diagram Mermaid cannot parse', async () => {
    const broken = ['# Page', '', 'Intro.', '', '```mermaid', 'flowchart LR', '  A -->>> B', '```', ''].join('\n');
    await expect(compilePage(broken, '/site/docs/broken.md')).rejects.toThrow(
      '/site/docs/broken.md:5: this Mermaid diagram does not parse: Parse error on line 2',
    );
  });

  it('is not used by the dev server', () => {
    expect(prerenderedMermaid({ themes: MERMAID_THEMES, contentDirs: [], modulesDir, modulePrefix: MODULE_PREFIX }, { NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('findMermaidDiagrams (drawing ahead of the bundler)', () => {
  it('finds fenced diagrams at any indent, in .md and .mdx, and skips other files and missing folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mermaid-'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'a.md'), '# A\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n- Item\n\n  ```mermaid\n  flowchart TD\n    C --> D\n  ```\n');
    writeFileSync(join(dir, 'nested', 'b.mdx'), '~~~mermaid\nsequenceDiagram\n  A->>B: Hi\n~~~\n\n```csharp\nvar x = 1;\n```\n');
    writeFileSync(join(dir, 'c.json'), '{"x": "```mermaid\\nflowchart LR\\n```"}');
    expect(findMermaidDiagrams([dir, join(dir, 'missing')]).sort()).toEqual(
      ['flowchart LR\n  A --> B', 'flowchart TD\n  C --> D', 'sequenceDiagram\n  A->>B: Hi'].sort(),
    );
  });

  it('reads every diagram of the site as the MDX parser does, so the build finds them drawn', () => {
    const site = resolve(__dirname, '..', '..');
    const dirs = ['docs', 'accelerate', 'xpf', 'i18n'].map((dir) => join(site, dir));
    const found = new Set(findMermaidDiagrams(dirs));
    const parsed: string[] = [];
    const collect = (node: Nodes) => {
      if (node.type === 'code' && node.lang === 'mermaid') parsed.push(node.value);
      if ('children' in node) node.children.forEach(collect);
    };
    for (const dir of dirs) {
      for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.mdx?$/.test(name)) continue;
        const source = readFileSync(join(dir, name), 'utf8');
        if (source.includes('mermaid')) collect(fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }));
      }
    }
    expect(parsed.length).toBeGreaterThan(50);
    expect(parsed.filter((text) => !found.has(text))).toEqual([]);
  });
});

describe('diagramsDrawnAtBuild (whether the site can leave out the Mermaid theme)', () => {
  it('holds for a production build with a Chromium to draw in', () => {
    expect(diagramsDrawnAtBuild({ NODE_ENV: 'production', CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe(true);
  });

  it('does not hold under the dev server, which draws diagrams in the browser as a writer edits', () => {
    expect(diagramsDrawnAtBuild({ NODE_ENV: 'development', CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe(false);
  });
});

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });
});

const chromium = findChromium();

describe.skipIf(!chromium)('MermaidRenderer in Chromium', () => {
  const renderer = new MermaidRenderer(chromium!, MERMAID_THEMES, MERMAID_THEME_VARIABLES);
  afterAll(() => renderer.close());

  it('draws a flowchart in the light and the dark theme, each with its own ids', async () => {
    const { light, dark } = await renderer.render('flowchart LR\n  View --> ViewModel');
    for (const [svg, mode] of [[light, 'light'], [dark, 'dark']] as const) {
      expect(svg).toMatch(new RegExp(`^<svg id="mermaid-svg-[0-9a-f]{12}-${mode}"`));
      expect(svg).toContain('ViewModel');
    }
    // The themes differ in colour: the dark theme's node fill is not the default theme's.
    expect(light).toContain('#ECECFF');
    expect(dark).not.toContain('#ECECFF');
    // Our variables reach the dark drawing only (edge labels readable on the dark theme).
    expect(dark).toContain('#474747');
    expect(light).not.toContain('#474747');
  }, 180_000);

  it('leaves none of its state in the options Docusaurus copies into the client bundle, so builds stay identical', async () => {
    const entries = prerenderedMermaid({ themes: MERMAID_THEMES, contentDirs: [], modulesDir, modulePrefix: MODULE_PREFIX }, { NODE_ENV: 'production', CHROMIUM_PATH: chromium });
    const shared = (globalThis as Record<symbol, MermaidRenderer | undefined>)[Symbol.for('avalonia-docs.mermaid-renderer')];
    try {
      const serialized = JSON.stringify(entries);
      await entries[0]![1].draw('flowchart LR\n  P --> Q');
      expect(JSON.stringify(entries)).toBe(serialized);
      expect(serialized).not.toContain(chromium!);
    } finally {
      await shared?.close();
    }
  }, 180_000);

  it('draws a diagram the same way in every build, class boxes included', async () => {
    const text = 'classDiagram\n  class Source {\n    +Dispose()\n  }\n  Source <|-- UriSource';
    const another = new MermaidRenderer(chromium!, MERMAID_THEMES, MERMAID_THEME_VARIABLES);
    try {
      expect(await another.render(text)).toEqual(await renderer.render(text));
    } finally {
      await another.close();
    }
  }, 180_000);

  it('draws every kind of diagram as the Mermaid the site ships does, though its config copies are made faster', async () => {
    const shipped = new MermaidRenderer(chromium!, MERMAID_THEMES, MERMAID_THEME_VARIABLES, () =>
      readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8'),
    );
    const patched = new MermaidRenderer(chromium!, MERMAID_THEMES, MERMAID_THEME_VARIABLES);
    const diagrams = [
      'flowchart TD\n  A[Start] -->|yes| B{Choice}\n  B --> C((End))\n  classDef hot fill:#f96\n  class C hot',
      'sequenceDiagram\n  participant V as View\n  V->>VM: Command\n  Note over VM: runs\n  VM-->>V: PropertyChanged',
      'classDiagram\n  class Control {\n    +Measure(Size)\n  }\n  Control <|-- Button',
      'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy: start\n  Busy --> [*]',
      'erDiagram\n  WINDOW ||--o{ CONTROL : contains',
      'gantt\n  dateFormat YYYY-MM-DD\n  section Port\n  Build :a1, 2024-01-01, 3d',
      'pie title Platforms\n  "Windows" : 40\n  "macOS" : 30\n  "Linux" : 30',
      '%%{init: {"flowchart": {"curve": "step"}}}%%\nflowchart LR\n  P --> Q',
    ];
    try {
      for (const text of diagrams) expect(await patched.render(text), text).toEqual(await shipped.render(text));
    } finally {
      await Promise.all([shipped.close(), patched.close()]);
    }
  }, 300_000);

  it('copies a config as Mermaid does: three levels, nulls left out, second-level arrays without duplicates', () => {
    const nested = { deep: [1] };
    const config = { a: 1, gone: null, list: [1, 1, 2], theme: { x: 'y', drop: null, arr: [3, 3], inner: nested } };
    const copy = copyConfig(config);
    expect(copy).toEqual({ a: 1, list: [1, 2], theme: { x: 'y', arr: [3, 3], inner: { deep: [1] } } });
    expect(copy.theme).not.toBe(config.theme);
    expect((copy.theme as typeof config.theme).inner).not.toBe(nested);
    expect((copy.theme as typeof config.theme).inner.deep).toBe(nested.deep);
  });

  it('draws the same diagram once', () => {
    const text = 'sequenceDiagram\n  A->>B: Hello';
    expect(renderer.render(text)).toBe(renderer.render(text));
  });

  it('rejects a diagram Mermaid cannot parse with Mermaid’s message', async () => {
    await expect(renderer.render('flowchart LR\n  A -->>> B')).rejects.toBeInstanceOf(MermaidSyntaxError);
    // The page still draws after an error.
    const next = await renderer.render('flowchart TD\n  C -- label --> D');
    // ...and each drawing starts from its theme: the dark variables of the drawing before do not leak into it.
    expect(next.light).toContain('label');
    expect(next.light).not.toContain('#474747');
  }, 180_000);
});
