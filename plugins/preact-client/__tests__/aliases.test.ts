import path from 'node:path';
import { ResolverFactory, CachedInputFileSystem } from 'enhanced-resolve';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import preactClientPlugin, { withPreactAliases } from '..';
import type { Configuration } from 'webpack';

const SITE = path.resolve(__dirname, '..', '..', '..');
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [SITE] }));

/** The aliases Docusaurus 3.10 sets for every build (core/lib/webpack/base.js), which match by prefix. */
const docusaurusConfig = (mode: Configuration['mode']): Configuration => ({
  mode,
  resolve: { alias: { react: packageDir('react'), 'react-dom': packageDir('react-dom'), '@site': SITE } },
});

function resolverFor(config: Configuration) {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    conditionNames: ['browser', 'import', 'module', 'default'],
    extensions: ['.js', '.mjs'],
    alias: config.resolve?.alias as Record<string, string>,
  });
  return (request: string) => path.relative(SITE, resolver.resolveSync({}, SITE, request) || '');
}

describe('preact-client', () => {
  it("gives the browser's production build Preact for every React entry point", () => {
    const config = docusaurusConfig('production');
    preactClientPlugin().configureWebpack!(config, false, {} as never, {} as never);
    const resolve = resolverFor(config);
    for (const request of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime']) {
      expect(resolve(request), request).toMatch(/^node_modules\/preact\/compat\//);
    }
    expect(resolve('@site/docusaurus.config.ts')).toBe('docusaurus.config.ts');
  });

  it('leaves React to the server render and the dev server', () => {
    for (const [mode, isServer] of [['production', true], ['development', false]] as const) {
      const config = docusaurusConfig(mode);
      preactClientPlugin().configureWebpack!(config, isServer, {} as never, {} as never);
      expect(resolverFor(config)('react-dom/client')).toMatch(/^node_modules\/react-dom\//);
    }
  });

  it('fails the build, naming the plugin, when the aliases are not an object it can put first', () => {
    expect(() => withPreactAliases({ resolve: { alias: [] } })).toThrow(/plugins\/preact-client/);
  });
});
