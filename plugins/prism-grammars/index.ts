import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Points the site's bundles at `highlight.tsx` instead of prism-react-renderer, whose single file inlines about
 * forty Prism grammars and twenty colour themes (26 KB gzip in every page's entry JS). Our pages use a handful of
 * languages: Prism core here, and the grammars listed in `themeConfig.prism.additionalLanguages`, which the theme
 * loads as usual. Node-side imports (the code themes in config/) still get the real package.
 */
export default function prismGrammarsPlugin(): Plugin {
  return {
    name: 'prism-grammars',
    configureWebpack() {
      return {
        resolve: {
          alias: { 'prism-react-renderer$': path.resolve(__dirname, 'highlight.tsx') },
        },
      };
    },
  };
}
