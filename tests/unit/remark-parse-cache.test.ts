import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList, Processor } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkParseCache, { createParseCache } from '../../plugins/remark-parse-cache';

const SITE = join(__dirname, '..', '..');

/** Counts what reaches the real parser: placed before the cache, so the cache wraps the counting parser. */
function countingParser(counter: { parses: number }) {
  return function countParses(this: Processor) {
    const parse = this.parser!;
    this.parser = (text, file) => {
      counter.parses += 1;
      return parse(text, file);
    };
  };
}

const SYNTAX: PluggableList = [remarkFrontmatter, remarkDirective, remarkGfm];

async function compileWith(text: string, format: 'md' | 'mdx', plugins: PluggableList): Promise<string> {
  return String(await compile({ value: text, path: 'page.md' }, { format, remarkPlugins: [...SYNTAX, ...plugins] }));
}

describe('remark-parse-cache', () => {
  it('compiles real pages to the same code whether their tree is parsed or kept', async () => {
    const folder = join(SITE, 'docs', 'basics', 'user-interface');
    const pages = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .sort()
      .slice(0, 12);
    expect(pages.length).toBe(12);
    const counter = { parses: 0 };
    for (const page of pages) {
      const text = readFileSync(join(folder, page), 'utf8');
      const plain = await compileWith(text, 'mdx', []);
      const parsed = await compileWith(text, 'mdx', [countingParser(counter), remarkParseCache]);
      const kept = await compileWith(text, 'mdx', [countingParser(counter), remarkParseCache]);
      expect(parsed, page).toBe(plain);
      expect(kept, page).toBe(plain);
    }
    // Each text reached the parser once: the second compile of each page used the kept tree.
    expect(counter.parses).toBe(pages.length);
  });

  it('gives each parse its own tree, so a plugin that changes the tree does not change the next page', async () => {
    const appendNote = () => (tree: Root) => {
      tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'appended' }] });
    };
    const text = '# Mutated\n\nA page whose tree a later plugin changes.\n';
    const first = await compileWith(text, 'mdx', [remarkParseCache, appendNote]);
    const second = await compileWith(text, 'mdx', [remarkParseCache, appendNote]);
    expect(second).toBe(first);
    expect(second.match(/appended/g)).toHaveLength(1);
  });

  it('keeps trees apart for processors with different syntax: an MDX tree never reaches a .md page', async () => {
    const text = 'Sum: {1 + 1} and <b>bold</b>\n';
    const counter = { parses: 0 };
    const asMdx = await compileWith(text, 'mdx', [countingParser(counter), remarkParseCache]);
    const asMd = await compileWith(text, 'md', [countingParser(counter), remarkParseCache]);
    expect(asMdx).toContain('1 + 1');
    expect(asMd).toBe(await compileWith(text, 'md', []));
    expect(counter.parses).toBe(2);
  });

  it('shares trees between processors whose plugins differ only in options, as locales do', async () => {
    const text = '# Shared between locales\n\nSee [the page](./other.md).\n';
    function localeNote(options: { locale: string }) {
      return (tree: Root) => {
        tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `built for ${options.locale}` }] });
      };
    }
    const counter = { parses: 0 };
    const en = await compileWith(text, 'mdx', [countingParser(counter), remarkParseCache, [localeNote, { locale: 'en' }]]);
    const ru = await compileWith(text, 'mdx', [countingParser(counter), remarkParseCache, [localeNote, { locale: 'ru' }]]);
    expect(counter.parses).toBe(1);
    expect(en).toContain('built for en');
    expect(ru).toContain('built for ru');
  });

  it('fails at once when no parser comes before it', () => {
    const processor = { parser: undefined } as unknown as Processor;
    expect(() => remarkParseCache.call(processor)).toThrow(/must come after remark-parse/);
  });

  it('lets the oldest tree go once it holds its limit', () => {
    const cache = createParseCache(2);
    const trees = cache.treesFor('key');
    cache.keep(trees, 'a', Buffer.from('A'));
    cache.keep(trees, 'b', Buffer.from('B'));
    cache.keep(trees, 'a', Buffer.from('A2'));
    expect([...trees.keys()]).toEqual(['a', 'b']);
    cache.keep(trees, 'c', Buffer.from('C'));
    expect([...trees.keys()].sort()).toEqual(['b', 'c']);
    expect(cache.treesFor('other').size).toBe(0);
  });
});
