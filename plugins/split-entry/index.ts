import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus's client entry evaluates every module of main.js in the one task that runs the script: React DOM, the
 * route table, the router and the theme, the largest share of a doc page's blocking time. The production entry is
 * src/hydration/entry.ts instead, which evaluates the same modules in three tasks (the browser can paint and handle
 * input between them), then runs Docusaurus's entry as before. Production builds only: the dev server keeps
 * Docusaurus's entry, and its hot reloading.
 */
export default function splitEntryPlugin(): Plugin {
  return {
    name: 'split-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const entry = require.resolve('../../src/hydration/entry.ts');
      // Other plugins may have added entries beside Docusaurus's (search-index's first-results script).
      if (typeof config.entry === 'string') config.entry = entry;
      else if (config.entry && typeof config.entry === 'object' && !Array.isArray(config.entry) && 'main' in config.entry) config.entry.main = entry;
      else throw new Error("[split-entry] expected Docusaurus's client entry as a module, or as the `main` entry");
      return {};
    },
  };
}
