import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { toCleanMarkdown, TwinError, type TwinContext } from '../../plugins/markdown-twins/to-markdown';
import { oneLine } from '../../plugins/markdown-twins/llms-txt';
import { devTwinMiddleware, type DevTwinSource } from '../../plugins/markdown-twins/dev-server';
import { TwinPages } from '../../plugins/markdown-twins/pages';
import { assistantFiles, brokenAssistantLinks, markdownLinks } from '../../scripts/lib/twin-links.mjs';
import { readSiteMap } from '../../scripts/lib/site-map.mjs';
import { routeOfFile } from '../../scripts/lib/routes.mjs';
import { markdownFiles } from '../../scripts/lib/markdown-files.mjs';
import { TranslationFiles, isTestFixture } from '../../plugins/translation-status/status.mjs';
import { SITE_URL } from '../../config/site';
import { BUILD_DIR, SITE_ROOT, builtPath, describeBuilt } from '../built-site';

const context: TwinContext = {
  filePath: join(SITE_ROOT, 'docs', 'example.mdx'),
  resolveLink: (url) => (url.includes('missing') ? { error: `the link ${url} names no doc page` } : `https://example.test/${url.replace(/^\.\//, '')}`),
  resolveImage: (url) => `https://example.test/img/${url.replace(/^\.\//, '')}`,
  admonitionLabel: (type) => type[0]!.toUpperCase() + type.slice(1),
  minVersionLabel: (version) => `Requires Avalonia ${version} or later`,
};
const twin = (source: string) => toCleanMarkdown(source, context);

describe('a page as clean Markdown', () => {
  it('drops imports and comments, and flattens tabs into labelled sections in the order the page shows them', () => {
    const markdown = twin(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        '{/* a note to writers */}',
        '',
        '<Tabs groupId="lang">',
        '<TabItem value="csharp" label="C#">',
        '',
        '```csharp',
        'var x = 1;',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="xaml" label="XAML">',
        '',
        '```xml',
        '<Button />',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(markdown).toBe('**C#**\n\n```csharp\nvar x = 1;\n```\n\n**XAML**\n\n```xml\n<Button />\n```\n');
  });

  it('turns admonitions into blockquotes that name their type, with their title', () => {
    expect(twin(':::warning\nMind the **gap**.\n:::')).toBe('> **Warning**\n>\n> Mind the **gap**.\n');
    expect(twin(':::tip[Before you start]\nInstall the SDK.\n:::')).toBe('> **Tip: Before you start**\n>\n> Install the SDK.\n');
  });

  it('writes a MinVersion badge as its text, and drops explicit heading ids', () => {
    expect(twin('## Spacing <MinVersion version="11.3" /> \\{#spacing}\n\nText.')).toBe('## Spacing (Requires Avalonia 11.3 or later)\n\nText.\n');
    expect(twin('<MinVersion version="11.1" />')).toBe('(Requires Avalonia 11.1 or later)\n');
  });

  it('keeps Mermaid diagrams as fenced mermaid and a fence only with its language and title', () => {
    expect(twin('```mermaid\nflowchart LR\n  A --> B\n```')).toBe('```mermaid\nflowchart LR\n  A --> B\n```\n');
    expect(twin('```csharp title="App.cs" {2} nocompile\nvar a = 1;\n```')).toBe('```csharp title="App.cs"\nvar a = 1;\n```\n');
  });

  it('fills an include fence with the file it names, as the page shows it', () => {
    const markdown = twin('```csharp file="music-store/App.axaml.cs"\n```');
    expect(markdown).toMatch(/^```csharp\n/);
    expect(markdown).toContain('class App');
  });

  it('resolves links and images to absolute URLs, and text directives back to their text', () => {
    expect(twin('See [styles](./styles.md) and ![logo](./logo.png).')).toBe(
      'See [styles](https://example.test/styles.md) and ![logo](https://example.test/img/logo.png).\n',
    );
    expect(twin('Set x:Class on the root.')).toBe('Set x:Class on the root.\n');
  });

  it('stops at a construct it has no plain form for, naming the file and line', () => {
    expect(() => twin('Text.\n\n<DocCardList />')).toThrow(new TwinError('docs/example.mdx:3: <DocCardList> has no Markdown form: add one in plugins/markdown-twins/to-markdown.ts'));
    expect(() => twin('Value: {1 + 1}')).toThrow(/docs\/example\.mdx:1: the expression \{1 \+ 1\} has no Markdown form/);
    expect(() => twin('\n[gone](./missing.md)')).toThrow(/docs\/example\.mdx:2: the link \.\/missing\.md names no doc page/);
    expect(() => twin(':::aside\nText.\n:::')).toThrow(/:::aside is not an admonition/);
  });

  it('gives llms.txt one line per page description', () => {
    expect(oneLine('Learn the layout slot.  Then margins\nand padding.')).toBe('Learn the layout slot.');
    expect(oneLine(`${'word '.repeat(60)}end`).length).toBeLessThanOrEqual(201);
  });
});

describe('twins in the dev server', () => {
  const doc = (file: string, permalink: string) => ({ id: file, title: file, description: '', source: `@site/docs/${file}`, permalink, unlisted: false, lastUpdatedAt: undefined });
  const areas = {
    default: { docs: [doc('tests/markdown-twin.mdx', '/docs/tests/markdown-twin'), doc('basics/user-interface/styling/styles.md', '/docs/basics/user-interface/styling/styles')], sidebars: {} },
    accelerate: { docs: [], sidebars: {} },
    xpf: { docs: [], sidebars: {} },
  };
  const source: DevTwinSource = {
    pages: new TwinPages(areas, 'en', { origin: 'https://docs.example', baseUrl: '/', localeBaseUrl: '/' }),
    outDir: mkdtempSync(join(tmpdir(), 'dev-twins-')),
    labels: { admonitions: { warning: 'Warning' }, minVersion: 'Requires Avalonia {version} or later' },
  };
  const request = (url: string) =>
    new Promise<{ status: number; type: string; body: string } | 'next'>((resolve) => {
      const response = {
        status: 0,
        type: '',
        writeHead(status: number, headers: Record<string, string>) {
          this.status = status;
          this.type = headers['content-type'] ?? '';
        },
        end(body?: string) {
          resolve({ status: this.status, type: this.type, body: body ?? '' });
        },
      };
      devTwinMiddleware(() => source)({ method: 'GET', url } as never, response as never, () => resolve('next'));
    });

  it('answers a page\'s .md with its twin as the source is now, and passes every other request on', async () => {
    const twin = await request('/docs/tests/markdown-twin.md');
    expect(twin).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8' });
    expect(twin !== 'next' && twin.body).toContain('> **Warning**');
    expect(twin !== 'next' && twin.body).toContain('(https://docs.example/docs/basics/user-interface/styling/styles.md#anatomy-of-a-style)');
    expect(await request('/docs/tests/markdown-twin')).toBe('next');
    expect(await request('/docs/no-such-page.md')).toBe('next');
  });
});

describe('links inside twins and llms files (check:links)', () => {
  it('reports a link to a missing page or a missing id, with the file and line, and ignores code', () => {
    const build = mkdtempSync(join(tmpdir(), 'twins-'));
    mkdirSync(join(build, 'docs'));
    writeFileSync(join(build, 'docs', 'a.html'), '<h2 id="known">Known</h2>');
    writeFileSync(join(build, 'docs', 'a.md'), '# A\n');
    writeFileSync(
      join(build, 'llms.txt'),
      [
        '# Site',
        '- [A](https://site.test/docs/a.md#known)',
        '- [A page](https://site.test/docs/a#unknown)',
        '- [Gone](https://site.test/docs/gone.md)',
        '- [Outside](https://example.com/x)',
        '```',
        '[not a link](https://site.test/docs/nothing)',
        '```',
      ].join('\n'),
    );
    const files = assistantFiles(build);
    expect(files.map((file) => relative(build, file)).sort()).toEqual(['docs/a.md', 'llms.txt']);
    expect(brokenAssistantLinks(build, files, 'https://site.test/')).toEqual({
      checked: 3,
      broken: ['build/llms.txt:3: https://site.test/docs/a#unknown (no id "unknown" on the page)', 'build/llms.txt:4: https://site.test/docs/gone.md (no such file)'],
    });
  });
});

/** Every Markdown file the build published next to its pages (twins), relative to `dir`, without the assets. */
function twinsUnder(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => !path.startsWith('assets/') && !skip.some((prefix) => path.startsWith(prefix)));
}
const parse = (text: string) =>
  fromMarkdown(text, { extensions: [gfm(), frontmatter()], mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown()] });

describeBuilt('the Markdown twins of the built site (npm run build:test)', () => {
  it('turn the fixture page (tabs, admonition, diagram, images, code) into the Markdown of tests/unit/fixtures/markdown-twin.md', async () => {
    const built = readFileSync(builtPath('build/docs/tests/markdown-twin.md'), 'utf8');
    // The date changes with each commit of the fixture.
    await expect(built.replace(/^last_update: .*\n/m, '')).toMatchFileSnapshot('fixtures/markdown-twin.md');
    const image = /\]\((https:\/\/[^)]+twin-square\.png)\)/.exec(built)?.[1];
    expect(image && existsSync(join(BUILD_DIR, image.slice(SITE_URL.length + 1)))).toBe(true);
  });

  it('are listed in llms.txt: every route of the site map exactly once, each link to a twin the build has', () => {
    const llms = readFileSync(builtPath('build/llms.txt'), 'utf8');
    const pageLinks = markdownLinks(llms)
      .map(({ url }) => url)
      .filter((url) => url.endsWith('.md'));
    const routes = pageLinks.map((url) => url.slice(SITE_URL.length).replace(/\.md$/, ''));
    const siteMap = readSiteMap().map((entry) => entry.route);
    expect(siteMap.length).toBeGreaterThan(400);
    for (const route of siteMap) expect(routes.filter((r) => r === route), route).toHaveLength(1);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.filter((route) => !existsSync(join(BUILD_DIR, `${route}.md`)))).toEqual([]);
    expect(routes.filter((route) => route.includes('/tests/'))).toEqual([]);
  });

  it('come as full-text files an assistant can load: llms.txt names each with its true size, sections under 512 KiB', () => {
    const llms = readFileSync(builtPath('build/llms.txt'), 'utf8');
    const listed = [...llms.matchAll(/\]\((https:\/\/[^)]+\.txt)\)[:,]? \(?([\d.]+) (KiB|MiB)/g)].map(([, url, amount, unit]) => ({
      path: url!.slice(SITE_URL.length + 1),
      kib: Number(amount) * (unit === 'MiB' ? 1024 : 1),
    }));
    expect(listed.map((file) => file.path)).toEqual(expect.arrayContaining(['llms-full.txt', 'docs/llms-full.txt', 'accelerate/llms-full.txt', 'xpf/llms-full.txt', 'docs/llms-full/guides.txt']));
    for (const file of listed) {
      const kib = readFileSync(builtPath(`build/${file.path}`)).length / 1024;
      expect(Math.abs(kib - file.kib) / kib, file.path).toBeLessThan(0.05);
      if (file.path.includes('/llms-full/')) expect(kib, `${file.path}: split the section`).toBeLessThan(512);
    }
  });

  it('hold no JSX, imports, HTML or NUL bytes, in any locale', () => {
    const twins = twinsUnder(BUILD_DIR);
    expect(twins.length).toBeGreaterThan(1000);
    const problems = twins.flatMap((path) => {
      const text = readFileSync(join(BUILD_DIR, path), 'utf8');
      const found: string[] = [];
      if (text.includes('\0')) found.push('a NUL byte');
      const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
        if (node.type === 'html') found.push(`HTML or JSX: ${node.value?.slice(0, 40)}`);
        if (node.type === 'paragraph' || node.type === 'text') {
          if (/^(import|export) /m.test(node.value ?? '')) found.push('an import');
        }
        (node.children as (typeof node)[] | undefined)?.forEach(visit);
      };
      visit(parse(text));
      if (!/^---\ntitle: .*\n(.*\n)*?url: "https:\/\/.*"\n(.*\n)*?---\n\n# /.test(text)) found.push('no front matter with title and url, then the title');
      return found.map((problem) => `${path}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('exist in ru and zh-Hans exactly for the pages translated there', () => {
    const files = new TranslationFiles(SITE_ROOT);
    const english = markdownFiles([], ['docs', 'accelerate', 'xpf']).filter((file) => routeOfFile(file) !== null);
    for (const locale of ['ru', 'zh-Hans']) {
      const expected = english
        .filter((file) => files.page(file, locale).status !== 'untranslated')
        .map((file) => `${routeOfFile(file)!.slice(1)}.md`)
        .sort();
      expect(expected.length, locale).toBeGreaterThan(400);
      expect(english.some((file) => isTestFixture(file) && files.page(file, locale).status === 'untranslated')).toBe(true);
      expect(twinsUnder(join(BUILD_DIR, locale)).sort(), locale).toEqual(expected);
    }
  });

  it('stay out of the sitemaps', () => {
    for (const sitemap of ['build/sitemap.xml', 'build/ru/sitemap.xml', 'build/zh-Hans/sitemap.xml']) {
      const xml = readFileSync(builtPath(sitemap), 'utf8');
      expect(xml).toContain('<loc>');
      expect(xml.match(/<loc>[^<]*\.(md|txt)<\/loc>/g) ?? []).toEqual([]);
    }
  });
});
