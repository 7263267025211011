import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import { packIndex, unpackIndex } from '../../src/search/index-file';
import type { SearchRecord } from '../../src/search/record';

function record(url: string, title: string, content: string, heading?: string): SearchRecord {
  return {
    objectID: url,
    url,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Basics', lvl1: title, lvl2: heading ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    product: 'avalonia',
  };
}

const records = [
  record('/docs/binding', 'Data binding', 'binding binding binding a view model property'),
  record('/docs/binding#modes', 'Data binding', 'one way two way binding modes', 'Binding modes'),
  record('/docs/styles', 'Styles', 'selectors and setters style a control; a style binding'),
  record('/docs/zh', '数据绑定', '数据绑定把控件属性连接到视图模型'),
];

function build(): MiniSearch<IndexedDocument> {
  const search = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  search.addAll(toIndexedDocuments(records).documents);
  return search;
}

describe('search index wire format', () => {
  it('unpacks to exactly what MiniSearch serialized, frequencies and document 0 included', () => {
    const search = build();
    const plain = JSON.parse(JSON.stringify(search.toJSON()));
    const { pages } = toIndexedDocuments(records);
    const wire = JSON.parse(JSON.stringify(packIndex(search.toJSON(), pages)));
    expect(JSON.parse(JSON.stringify(unpackIndex(wire)))).toEqual(plain);
  });

  it('answers queries like the index it came from', () => {
    const search = build();
    const { pages } = toIndexedDocuments(records);
    const loaded = MiniSearch.loadJS<IndexedDocument>(unpackIndex(packIndex(search.toJSON(), pages)), INDEX_OPTIONS);
    for (const query of ['binding', 'style', 'modes', '数据', 'bind']) {
      expect(loaded.search(query, { prefix: true }).map((r) => [r.id, r.score])).toEqual(
        search.search(query, { prefix: true }).map((r) => [r.id, r.score]),
      );
    }
  });

  it('is smaller than MiniSearch JSON', () => {
    const search = build();
    const { pages } = toIndexedDocuments(records);
    expect(JSON.stringify(packIndex(search.toJSON(), pages)).length).toBeLessThan(JSON.stringify({ pages, index: search.toJSON() }).length);
  });
});
