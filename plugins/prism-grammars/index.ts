import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PAGE_GRAMMARS } from './page-grammars';

/**
 * Points the site's bundles at `highlight.tsx` instead of prism-react-renderer, whose single file inlines about
 * forty Prism grammars and twenty colour themes (26 KB gzip in every page's entry JS). Our pages use a handful of
 * languages: Prism core here, and the grammars listed in `themeConfig.prism.additionalLanguages`.
 *
 * The theme registers those grammars from a client module, which every page's entry runs; that put Prism and its
 * grammars (12 KiB gzip) on pages without code, such as the home page and /search. That client module is
 * replaced by nothing, and `with-grammars.ts` registers them when a code block first imports Prism instead.
 * Node-side imports (the code themes in config/) still get the real package.
 *
 * Grammars that only some pages use load with those pages (./page-grammars.ts).
 *
 * A page opened directly runs no Prism at all: hydration keeps the code the server highlighted, coloured for both
 * colour modes (./lines.ts, ./token-colours.css, src/theme/CodeBlock/Content). Prism loads for code the browser
 * renders itself, after an in-app move (./route-preload.ts).
 */
export default function prismGrammarsPlugin(): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'prism-grammars',
    getClientModules() {
      return [require.resolve('./route-preload.ts')];
    },
    configureWebpack(_config, isServer) {
      return {
        // Each page grammar in one chunk that the pages using it share (without this, each page would carry a copy).
        ...(!isServer && {
          optimization: {
            splitChunks: {
              cacheGroups: {
                prismPageGrammars: {
                  test: new RegExp(`[\\\\/]prismjs[\\\\/]components[\\\\/]prism-(${PAGE_GRAMMARS.join('|')})\\.js$`),
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              },
            },
          },
        }),
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, 'with-grammars.ts'),
            // Docusaurus's generated client module list names the file without its extension; `false` is an empty module.
            [`${themeClientModule.replace(/\.js$/, '')}$`]: false,
          },
        },
      };
    },
  };
}
