import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import { withRouteModuleKeys, type ClientManifest } from './client-manifest';
import { RUN_AFTER_FIRST_PAINT } from '../../src/build-interface';
import { checkPluginNeeds, type PluginNeed } from '../shared/plugin-needs';

const NEEDS: readonly PluginNeed[] = [
  { plugin: 'lean-entry', position: 'anywhere', what: 'the manifest step names route chunks as its registry loader does' },
];

/**
 * Every page's HTML names all the JS it runs, and runs it after the page's first paint: ./ssr-template.ts preloads
 * the scripts, and the inline script this plugin ends each page with (src/hydration/run-after-first-paint.ts) runs
 * them.
 *
 * Docusaurus lists a page's scripts from the client manifest, looking up the modules its routes rendered by module
 * path (`@site/docs/…md`, the registry's second field); the manifest keys chunks by chunk name, so only the entry
 * matched. The browser found a page's route chunks when main.js ran, one more round trip before hydration. After
 * the client build this plugin adds each registry module path to the manifest, under the chunk name's files.
 *
 * The manifest step runs in production builds only: the dev server renders no pages from the manifest.
 */
export default function paintFirstPlugin(context: LoadContext): Plugin {
  checkPluginNeeds(context.siteConfig.plugins, 'paint-first', NEEDS);
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  const routesChunkNamesPath = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  return {
    name: 'paint-first',
    // Every build renders pages with ./ssr-template.ts; under the dev server, whose pages have deferred scripts and no
    // such preloads, the script finds nothing to run.
    injectHtmlTags() {
      return { postBodyTags: [{ tagName: 'script', innerHTML: RUN_AFTER_FIRST_PAINT }] };
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler): void {
              // `done` follows the manifest plugin's `emit`, and comes before Docusaurus reads the manifest to render pages.
              compiler.hooks.done.tap('paint-first', () => {
                const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
                const sources = { registry: readFileSync(registryPath, 'utf8'), routesChunkNames: readFileSync(routesChunkNamesPath, 'utf8') };
                writeFileSync(manifestPath, JSON.stringify(withRouteModuleKeys(manifest, sources)));
              });
            },
          },
        ],
      };
    },
  };
}
