import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkCodeInclude from '../remark';
import { extractRegion, includedCode, includeOf } from '../include.mjs';
import { includedFiles } from '../dependency-loader.cjs';
import { codeBlocks } from '../../../scripts/lib/code-blocks.mjs';
import { markdownFiles } from '../../../scripts/lib/markdown-files.mjs';
import { checkTranslations, readGlossaries } from '../../../scripts/lib/translation-parity.mjs';

const SITE = join(__dirname, '..', '..', '..');
const FIXTURES = join(__dirname, 'fixtures');

/** The code blocks of a Markdown page after the plugin ran, as a page at docs/page.md. */
async function render(markdown: string): Promise<string[]> {
  const processor = unified().use(remarkParse).use(remarkCodeInclude, { root: FIXTURES });
  const file = new VFile({ value: markdown, path: join(SITE, 'docs', 'page.md') });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return tree.children.filter((n): n is Code => n.type === 'code').map((n) => n.value);
}

describe('code include', () => {
  it('shows a C# region without its markers or the markers nested in it, its indentation removed', async () => {
    expect(await render('```csharp file="demo/Counter.cs" region="count"\n```\n')).toEqual([
      'public int Count { get; private set; }\n\npublic void Increment()\n{\n    Count++;\n}',
    ]);
    expect(await render('```csharp file="demo/Counter.cs" region="increment"\n```\n')).toEqual([
      'public void Increment()\n{\n    Count++;\n}',
    ]);
  });

  it('shows a XAML region marked with comments, and a whole file without any marker', async () => {
    expect(await render('```xml file="demo/View.axaml" region="button" title="View.axaml"\n```\n')).toEqual([
      '<Button Content="Add"\n        Command="{Binding IncrementCommand}" />',
    ]);
    expect(await render('```csharp file="demo/Whole.cs"\n```\n')).toEqual(['namespace Demo;\n\npublic record Point(int X, int Y);']);
  });

  it('leaves ordinary code blocks alone', async () => {
    expect(await render('```csharp title="A.cs"\nvar a = 1;\n```\n')).toEqual(['var a = 1;']);
  });

  it('fails the build at the Markdown file and line for a missing file, an unknown or unclosed region', async () => {
    const page = (fence: string) => `# Title\n\n${fence}\n\`\`\`\n`;
    await expect(render(page('```csharp file="demo/Missing.cs"'))).rejects.toThrow(/^docs\/page\.md:3: .*no such file/);
    await expect(render(page('```csharp file="demo/Counter.cs" region="decrement"'))).rejects.toThrow(
      /^docs\/page\.md:3: demo\/Counter\.cs: no region "decrement"/);
    await expect(render(page('```csharp file="demo/Unclosed.cs" region="start"'))).rejects.toThrow(
      /^docs\/page\.md:3: demo\/Unclosed\.cs: region "start" is not closed/);
    await expect(render(page('```csharp file="../../remark.ts"'))).rejects.toThrow(/^docs\/page\.md:3: file=".*" must be a path under/);
  });

  it('fails when an include fence has code of its own, which would drift from the project', async () => {
    await expect(render('```csharp file="demo/Whole.cs"\npublic record Point(int X);\n```\n')).rejects.toThrow(
      /^docs\/page\.md:1: a fence with file="demo\/Whole\.cs" shows that file: leave its body empty/);
  });

  it('rejects an #endregion without a #region', () => {
    expect(() => extractRegion('a\n// #endregion\n', undefined)).toThrow(/#endregion without a #region/);
  });

  it('declares the files a page includes as dependencies of its module, for the dev server', () => {
    const source = '# Page\n\n```csharp file="music-store/App.axaml.cs" title="App.axaml.cs"\n```\n\n```xml\n<A />\n```\n';
    expect(includedFiles(source)).toEqual([join(SITE, 'samples', 'tutorials', 'music-store', 'App.axaml.cs')]);
  });

  it('resolves every include fence of the tutorials, in every locale, to code', () => {
    const pages = markdownFiles(['docs/tutorials', ...['ru', 'zh-Hans'].map((l) => `i18n/${l}/docusaurus-plugin-content-docs/current/tutorials`)]);
    let fences = 0;
    for (const page of pages) {
      for (const block of codeBlocks(readFileSync(join(SITE, page), 'utf8'))) {
        const include = includeOf(block.meta);
        if (!include) continue;
        fences++;
        expect(block.value, `${page}:${block.line - 1}`).toBe('');
        expect(includedCode(include).trim(), `${page}:${block.line - 1}`).not.toBe('');
      }
    }
    // 21 fences on the English pages of the music store, and the same in each translation.
    expect(fences).toBe(63);
  }, 30_000);

  it('reports a translation whose include fence names another region than the English', () => {
    const failures = checkTranslations({
      root: SITE,
      glossaries: readGlossaries(SITE, ['ru']),
      pages: [{ file: 'plugins/code-include/__tests__/fixtures/ru.md', englishFile: 'plugins/code-include/__tests__/fixtures/en.md', locale: 'ru' }],
    }).failures;
    expect(failures).toContainEqual(expect.stringContaining('code block fence "csharp file=\\"demo/Counter.cs\\" region=\\"increment\\""'));
  });
});
