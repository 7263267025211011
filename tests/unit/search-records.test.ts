import { describe, expect, it } from 'vitest';
import { extractRecords, type PageInput } from '../../plugins/search-index/extract-records';

const page = (source: string, overrides: Partial<PageInput> = {}): PageInput => ({
  source,
  permalink: '/docs/basics/data/data-binding',
  title: 'Data Binding',
  lvl0: 'Basics',
  language: 'en',
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
