import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/** What Node loads with the SSG renderer that each of Docusaurus's SSG worker threads starts with, in a fresh process. */
function loadedWithSsgRenderer(): { modules: string[]; renderer: string } {
  const script = `
    const { loadSSGRenderer } = require('@docusaurus/core/lib/ssg/ssgRenderer.js');
    process.stdout.write(JSON.stringify({ modules: Object.keys(require.cache), renderer: typeof loadSSGRenderer }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' })) as ReturnType<typeof loadedWithSsgRenderer>;
}

describe("Docusaurus's SSG renderer, as patched (patches/@docusaurus+core+*.patch)", () => {
  const { modules, renderer } = loadedWithSsgRenderer();

  it('loads, with the HTML minifier it renders with', () => {
    expect(renderer).toBe('function');
    expect(modules.some((path) => path.endsWith('/@docusaurus/bundler/lib/minifyHtml.js'))).toBe(true);
  });

  it('loads neither webpack nor Babel, which each SSG worker thread would otherwise load for nothing', () => {
    const heavy = modules.filter((path) => /\/node_modules\/(webpack|@babel\/core|terser-webpack-plugin)\/.*\.js$/.test(path));
    expect(heavy).toEqual([]);
  });
});
