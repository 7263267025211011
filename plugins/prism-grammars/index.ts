import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { blockColoursCss } from './block-colours';

/**
 * Points the site's bundles at the browser code in src/code-highlighting instead of prism-react-renderer, whose single
 * file inlines about forty Prism grammars and twenty colour themes, all in every page's entry JS. Our pages use a
 * handful of languages: Prism core there (`highlight.tsx`), and the grammars in `themeConfig.prism.additionalLanguages`.
 *
 * The theme registers those grammars from a client module, which every page's entry runs; that put Prism and its
 * grammars on pages without code, such as the home page and /search. That client module is
 * replaced by nothing, and `with-grammars.ts` registers them when a code block first imports Prism instead.
 * Node-side imports (the code themes in config/) still get the real package.
 *
 * Grammars that only some code uses load when code in their language is first highlighted (./on-demand-grammars.ts).
 *
 * A page opened directly runs no Prism at all: hydration keeps the code the server highlighted, coloured for both
 * colour modes (`lines.ts`, `token-colours.css`, src/theme/CodeBlock/Content). Prism loads for code the browser
 * renders itself, after an in-app move (`route-preload.ts`). Code blocks take their plain colours from the reader's
 * colour mode before any script runs, as their tokens do (./block-colours.ts).
 */
export default function prismGrammarsPlugin({ siteConfig, generatedFilesDir }: LoadContext): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const { theme, darkTheme } = (siteConfig.themeConfig as { prism: { theme: PrismTheme; darkTheme?: PrismTheme } }).prism;
  const blockColours = path.join(generatedFilesDir, 'prism-grammars', 'block-colours.css');
  mkdirSync(path.dirname(blockColours), { recursive: true });
  writeFileSync(blockColours, blockColoursCss({ light: theme, dark: darkTheme ?? theme }));
  return {
    name: 'prism-grammars',
    getClientModules() {
      return [require.resolve('../../src/code-highlighting/route-preload.ts'), blockColours];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, '../../src/code-highlighting/with-grammars.ts'),
            // Docusaurus's generated client module list names the file without its extension; `false` is an empty module.
            [`${themeClientModule.replace(/\.js$/, '')}$`]: false,
          },
        },
      };
    },
  };
}
