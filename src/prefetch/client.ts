// Installs the idle prefetch queue (plugins/idle-prefetch lists it as a client module). Client modules run before
// Docusaurus's client entry assigns `window.docusaurus`, so the assignment goes through this accessor and the frozen
// client is wrapped on the way in.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { browserIdle, withIdlePrefetch, type DocusaurusClient } from './queue';
import { afterChunkIds, chunkIdsReady } from './chunk-ids';

if (ExecutionEnvironment.canUseDOM) {
  let client: DocusaurusClient | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => client,
    set: (value: DocusaurusClient) => {
      client = withIdlePrefetch(afterChunkIds(value, chunkIdsReady), browserIdle);
    },
  });
}
