import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withCodePointSorts, FILES, SORTS } = require('../sorts.cjs') as {
  withCodePointSorts: (source: string, resourcePath: string) => string;
  FILES: RegExp;
  SORTS: Record<string, { from: string; to: string }>;
};

/** The installed file: package exports hide these paths from require.resolve. */
const installed = (file: string): string => join(process.cwd(), 'node_modules', file);

describe('sorts without a collator', () => {
  for (const file of Object.keys(SORTS)) {
    const resolved = installed(file);
    const rewritten = withCodePointSorts(readFileSync(resolved, 'utf8'), resolved);

    it(`rewrites the installed ${file}, which the loader's pattern matches`, () => {
      expect(FILES.test(resolved)).toBe(true);
      expect(rewritten).not.toContain('localeCompare');
    });
  }

  it('finds the docs area of a path as Docusaurus did, most specific first', async () => {
    const resolved = installed('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    const source = withCodePointSorts(readFileSync(resolved, 'utf8'), resolved).replace(
      "import { matchPath } from '@docusaurus/router';",
      `import router from '${pathToFileURL(require.resolve('react-router')).href}'; const { matchPath } = router;`,
    );
    // The rewritten module, run as the browser runs it.
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const { getActivePlugin } = (await import(/* @vite-ignore */ url)) as {
      getActivePlugin: (data: Record<string, { path: string }>, pathname: string) => { pluginId: string } | undefined;
    };
    const data = { root: { path: '/' }, docs: { path: '/docs' }, android: { path: '/docs/android' }, xpf: { path: '/xpf' } };
    expect(getActivePlugin(data, '/docs/android/setup')?.pluginId).toBe('android');
    expect(getActivePlugin(data, '/docs/basics')?.pluginId).toBe('docs');
    expect(getActivePlugin(data, '/xpf/welcome')?.pluginId).toBe('xpf');
    expect(getActivePlugin(data, '/blog')?.pluginId).toBe('root');
  });

  it('fails the build, naming the file and what to update, when Docusaurus changes the sort', () => {
    const path = '/site/node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js';
    expect(() => withCodePointSorts('deps.sort((a, b) => a.key.localeCompare(b.key));', path)).toThrow(
      /"code-point-sorts\/react-utils".*reactUtils\.js holds .* 0 times/,
    );
  });
});
