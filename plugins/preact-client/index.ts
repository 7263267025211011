import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

/**
 * Every React entry point the browser's code imports, and the Preact module that stands in for it. Exact matches
 * (`$`), so an unlisted deeper import would bundle React next to Preact: tests/unit/budgets.test.ts fails if it does.
 */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/**
 * Readers' browsers run the site on Preact (about 10 KiB gzip) instead of React DOM (about 66), which was 45% of the
 * JS every page loads. The server render, which writes the HTML, stays on React, and so does the dev server, where
 * writers keep React's warnings and Fast Refresh; the browser tests run on the production build.
 *
 * Docusaurus aliases `react` and `react-dom` to the site's copies by prefix, and webpack uses the first alias that
 * matches, so these go in front of them rather than being merged after.
 */
export function withPreactAliases(config: Configuration): Configuration['resolve'] {
  const resolve = config.resolve ?? {};
  if (Array.isArray(resolve.alias)) throw new Error('plugins/preact-client expects resolve.alias to be an object');
  return { ...resolve, alias: { ...PREACT_ALIASES, ...resolve.alias } };
}

export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      config.resolve = withPreactAliases(config);
      return {};
    },
  };
}
