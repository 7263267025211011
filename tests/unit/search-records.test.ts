import { describe, expect, it } from 'vitest';
import { extractRecords, type PageInput } from '../../plugins/search-index/extract-records';
import { contentLanguageOf } from '../../plugins/search-index';
import { DOCS_AREAS, type DocsArea } from '../../config/docs-areas';

const page = (source: string, overrides: Partial<PageInput> = {}): PageInput => ({
  source,
  permalink: '/docs/basics/data/data-binding',
  title: 'Data Binding',
  lvl0: 'Basics',
  language: 'en',
  contentLanguage: 'en',
  tag: 'docs-default-current',
  product: 'avalonia',
  ...overrides,
});

const SOURCE = `---
title: Data Binding
description: Connect controls to view models.
---
import Tabs from '@theme/Tabs';

A binding connects a **control property** to \`DataContext\`.

## Binding modes

Each binding has a mode.

\`\`\`csharp
var hidden = "code is not indexed";
\`\`\`

### OneWay and TwoWay

| Mode | Direction |
|---|---|
| OneWay | source to target |

## Binding modes

A second section with the same title.

## Custom anchor {/* #custom-id */}

Text under a custom anchor.
`;

describe('search record extraction', () => {
  const records = extractRecords(page(SOURCE));

  it('makes one record per section: the intro, then each heading with its text', () => {
    expect(records.map((r) => r.type)).toEqual(['lvl1', 'lvl2', 'lvl3', 'lvl2', 'lvl2']);
    expect(records[0]!.content).toBe('A binding connects a control property to DataContext.');
    expect(records[1]!.content).toBe('Each binding has a mode.');
  });

  it('builds the hierarchy: lvl0 area or category, lvl1 title, deeper levels from the headings', () => {
    expect(records[2]!.hierarchy).toEqual({
      lvl0: 'Basics',
      lvl1: 'Data Binding',
      lvl2: 'Binding modes',
      lvl3: 'OneWay and TwoWay',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[3]!.hierarchy.lvl3).toBeNull();
  });

  it('gives URLs the anchors Docusaurus renders, duplicates and explicit ids included', () => {
    expect(records.map((r) => r.url)).toEqual([
      '/docs/basics/data/data-binding',
      '/docs/basics/data/data-binding#binding-modes',
      '/docs/basics/data/data-binding#oneway-and-twoway',
      '/docs/basics/data/data-binding#binding-modes-1',
      '/docs/basics/data/data-binding#custom-id',
    ]);
    expect(records[4]!.hierarchy.lvl2).toBe('Custom anchor');
  });

  it('leaves code, imports and front matter out, and keeps table text', () => {
    const all = records.map((r) => r.content).join(' ');
    expect(all).not.toContain('code is not indexed');
    expect(all).not.toContain('import');
    expect(all).not.toContain('description');
    expect(records[2]!.content).toContain('OneWay source to target');
  });

  it('tags every record with language, docs tag and product, and a unique objectID', () => {
    for (const record of records) {
      expect(record).toMatchObject({ language: 'en', docusaurus_tag: 'docs-default-current', product: 'avalonia' });
    }
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('keeps markup in page text as text: escaping is the client’s job', () => {
    const [intro] = extractRecords(page('Use `<Button>` and `{Binding}` here.'));
    expect(intro!.content).toBe('Use <Button> and {Binding} here.');
  });
});

describe('the language of a record’s text', () => {
  const [docs, accelerate, xpf] = DOCS_AREAS as [DocsArea, DocsArea, DocsArea];

  it('is English for a page a locale serves untranslated, its English source', () => {
    expect(contentLanguageOf('@site/docs/reference/controls/datagrid/index.md', docs, 'ru')).toBe('en');
    expect(contentLanguageOf('@site/accelerate/components/treedatagrid/index.md', accelerate, 'zh-Hans')).toBe('en');
    expect(contentLanguageOf('@site/xpf/welcome.md', xpf, 'ru')).toBe('en');
  });

  it('is the locale for a translated page, and English for every page of the English site', () => {
    const translation = '@site/i18n/ru/docusaurus-plugin-content-docs/current/basics/data/data-binding.md';
    expect(contentLanguageOf(translation, docs, 'ru')).toBe('ru');
    expect(contentLanguageOf('@site/i18n/zh-Hans/docusaurus-plugin-content-docs-xpf/current/welcome.md', xpf, 'zh-Hans')).toBe(
      'zh-Hans',
    );
    expect(contentLanguageOf('@site/docs/welcome.md', docs, 'en')).toBe('en');
  });

  it('is an error for a source that is neither, rather than a guess', () => {
    expect(() => contentLanguageOf('@site/i18n/zh-Hans/docusaurus-plugin-content-docs/current/welcome.md', docs, 'ru')).toThrow(
      /neither a ru translation nor an English source under docs\//,
    );
  });

  it('is on every record, beside the locale the record is served under', () => {
    const ru = { language: 'ru', permalink: '/ru/docs/basics/data/data-binding' };
    const untranslated = extractRecords(page(SOURCE, { ...ru, contentLanguage: 'en' }));
    const translated = extractRecords(page('Привязка связывает свойство.\n\n## Режимы\n\nТекст.', { ...ru, contentLanguage: 'ru' }));
    for (const record of untranslated) expect(record).toMatchObject({ language: 'ru', content_language: 'en' });
    for (const record of translated) expect(record).toMatchObject({ language: 'ru', content_language: 'ru' });
  });
});
