import type { AreaIndex, YieldToMain } from './area-index-loader';
import type { AreaIndexHead, DisplayFile, TermFile } from './index-format';
import { INDEX_OPTIONS, type IndexedDocument } from './minisearch-options';
import { fetchIndexFile } from './fetch-index-file';

export type LocalIndex = AreaIndex<IndexedDocument>;

/** ./area-index-loader.ts, as a chunk loaded on demand (./index-urls.ts) or bundled (./first-results.ts). */
interface AreaIndexModule {
  AreaIndex: typeof AreaIndex;
  yieldToMain: YieldToMain;
}

/** An area's index from its head, downloading the files it names from `fileUrl(name)` as queries need them. */
export function localIndexFromHead(
  { AreaIndex, yieldToMain }: AreaIndexModule,
  head: AreaIndexHead,
  fileUrl: (name: string) => string,
): Promise<LocalIndex> {
  return AreaIndex.fromHead<IndexedDocument>(
    head,
    INDEX_OPTIONS,
    {
      terms: (file, priority) => fetchIndexFile<TermFile>(fileUrl(head.termFiles[file]!), { priority }),
      display: (file, priority) => fetchIndexFile<DisplayFile>(fileUrl(head.displayFiles[file]!), { priority }),
    },
    yieldToMain,
  );
}
