import { resolve } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Makes the files that pages include (./remark.ts) dependencies of those pages' modules, so editing a tutorial's
 * project in the dev server rebuilds the pages that show it. The remark plugin itself is registered with the docs
 * plugins (config/docs-areas.ts).
 */
export default function codeIncludePlugin(): Plugin {
  return {
    name: 'code-include',
    configureWebpack() {
      const siteDir = resolve(__dirname, '..', '..');
      return {
        module: {
          rules: [{
            test: /\.mdx?$/i,
            include: [resolve(siteDir, 'docs'), resolve(siteDir, 'accelerate'), resolve(siteDir, 'xpf'), resolve(siteDir, 'i18n')],
            enforce: 'pre',
            use: [{ loader: require.resolve('./dependency-loader.cjs') }],
          }],
        },
      };
    },
  };
}
