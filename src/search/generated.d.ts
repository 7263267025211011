// Index files written by plugins/search-index with createData.
declare module '@generated/search-index/default/*.json' {
  import type { IndexParts } from '@site/src/search/index-file';
  const parts: IndexParts;
  export default parts;
}
