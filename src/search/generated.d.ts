// Index files written by plugins/search-index with createData.
declare module '@generated/search-index/default/*.json' {
  import type { AsPlainObject } from 'minisearch';
  const index: AsPlainObject;
  export default index;
}
