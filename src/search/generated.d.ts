// Index files written by plugins/search-index with createData.
declare module '@generated/search-index/default/*.json' {
  import type { AreaIndexFile } from '@site/src/search/index-file';
  const file: AreaIndexFile;
  export default file;
}
