// Test helper: an area's index packed into its files (as plugins/search-index writes them), loaded as the
// browser loads it, with every file download recorded.
import MiniSearch from 'minisearch';
import { AreaIndex, type YieldToMain } from '../../src/search/area-index-loader';
import { nameIndexFiles, packIndex, type AreaIndexHead, type PackedArea } from '../../src/search/index-format';
import { INDEX_OPTIONS, toIndexedDocuments, type IndexedDocument } from '../../src/search/minisearch-options';
import type { SearchRecord } from '../../src/search/record';

export function buildMiniSearch(records: readonly SearchRecord[]): MiniSearch<IndexedDocument> {
  const search = new MiniSearch<IndexedDocument>(INDEX_OPTIONS);
  search.addAll(toIndexedDocuments(records).documents);
  return search;
}

export interface LoadedArea {
  index: AreaIndex<IndexedDocument>;
  packed: PackedArea;
  head: AreaIndexHead;
  /** Files downloaded so far, in order: `terms-3`, `display-0`. */
  downloads: string[];
  /** The priority each file was downloaded at. */
  priorities: Map<string, RequestPriority>;
}

export async function loadPackedArea(records: readonly SearchRecord[], yieldToMain: YieldToMain = async () => undefined): Promise<LoadedArea> {
  const { pages } = toIndexedDocuments(records);
  // An index serves one locale, its records' `language`.
  const packed = packIndex(buildMiniSearch(records).toJSON(), pages, records[0]?.language ?? 'en');
  // The files as plugins/search-index writes them, parsed from their JSON as the browser does.
  const named = nameIndexFiles('avalonia', packed, { hash: (text) => String(text.length), hashInNames: false });
  const files = new Map(named.files.map(([name, json]) => [name, JSON.parse(json) as unknown]));
  const head = files.get(named.headFile) as AreaIndexHead;
  const downloads: string[] = [];
  const priorities = new Map<string, RequestPriority>();
  const fetchFile = async <T>(name: string, priority: RequestPriority): Promise<T> => {
    const short = name.replace(/^avalonia-|\.json$/g, '');
    downloads.push(short);
    priorities.set(short, priority);
    return files.get(name) as T;
  };
  const index = await AreaIndex.fromHead<IndexedDocument>(
    head,
    INDEX_OPTIONS,
    {
      terms: (file, priority) => fetchFile(head.termFiles[file]!, priority),
      display: (file, priority) => fetchFile(head.displayFiles[file]!, priority),
    },
    yieldToMain,
  );
  return { index, packed, head, downloads, priorities };
}
