import type { Plugin } from '@docusaurus/types';

/**
 * The DocSearch modal's stylesheet loads with the modal, not in every page's render-blocking CSS.
 * The search bar imports it next to the modal's code (src/theme/SearchBar), but Docusaurus gathers all CSS, lazy or
 * not, into one stylesheet. This cache group, ranked above Docusaurus's `styles` group, gives that one file its own
 * CSS chunk, which the browser fetches with the modal's code and applies before the modal renders. Its rules keep
 * their cascade layer, whose order the page's stylesheet declares, so where they land in the cascade is unchanged.
 */
export default function searchModalCssPlugin(): Plugin {
  return {
    name: 'search-modal-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsearchModalCss: {
                test: /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/,
                name: 'docsearch-modal',
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
