import type { LoadContext, Plugin } from '@docusaurus/types';
import { brokenRedirects, explicitRedirects } from '../../redirects';

/**
 * The client-redirects plugin only writes redirects to pages that exist, silently. This fails the build instead,
 * naming the old path and the missing target, so a moved or deleted page cannot strand a legacy URL.
 */
export default function redirectTargetsPlugin(context: LoadContext): Plugin {
  return {
    name: 'redirect-targets',
    async postBuild({ routesPaths }) {
      const base = context.baseUrl;
      const routes = routesPaths.map((path) => (path.startsWith(base) ? `/${path.slice(base.length)}` : path));
      const problems = brokenRedirects(explicitRedirects(), routes);
      if (problems.length) {
        throw new Error(`Legacy redirects point at missing pages (config/legacy-redirects.ts):\n- ${problems.join('\n- ')}`);
      }
    },
  };
}
