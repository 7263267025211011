// Installs the idle prefetch queue (see ./index.ts). Client modules run before Docusaurus's client entry assigns
// `window.docusaurus`, so the assignment goes through this accessor and the frozen client is wrapped on the way in.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { browserIdle, withIdlePrefetch, type DocusaurusClient } from './queue';
import { whenPrefetchingUnheld } from './hold';

if (ExecutionEnvironment.canUseDOM) {
  let client: DocusaurusClient | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => client,
    set: (value: DocusaurusClient) => {
      // Holds (./hold.ts) are checked when the idle period comes, after the page's effects have taken theirs.
      client = withIdlePrefetch(value, (run) => browserIdle(() => whenPrefetchingUnheld(run)));
    },
  });
}
