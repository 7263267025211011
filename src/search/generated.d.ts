// Index files written by plugins/search-index with createData.
declare module '@generated/search-index/default/*.json' {
  import type { AreaIndexFile } from '@site/src/search/minisearch-options';
  const file: AreaIndexFile;
  export default file;
}
