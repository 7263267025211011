// What an upgrade that moves or changes a patched target does: in a scratch copy of the package, each target below is
// renamed or altered, and the contract check (or the build check) must fail naming the patch point.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractProblems, findPackageDir } from '../../plugins/patch-layer/contract';
import { buildProblems, type CompilationFacts } from '../../plugins/patch-layer/build-check';
import { PATCH_POINTS } from '../../plugins/patch-layer/points';

const siteDir = path.join(__dirname, '..', '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'patch-layer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the installed package (only `files` of it when given), under a folder of its own in the scratch dir. */
function scratchCopy(name: string, files?: string[]): string {
  const installed = findPackageDir(name, siteDir);
  if (!installed) throw new Error(`${name} is not installed`);
  const copy = path.join(mkdtempSync(path.join(scratch, 'pkg-')), 'node_modules', name);
  if (files) {
    for (const file of ['package.json', ...files]) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(installed, file), path.join(copy, file));
    }
  } else {
    cpSync(installed, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules${path.sep}`, installed.length) });
  }
  return copy;
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds the text the test alters`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** The ids of the patch points the contract check finds broken with `name` replaced by `dir`. */
const brokenPoints = (name: string, dir: string): string[] =>
  [...new Set(contractProblems({ siteDir, packageDirs: { [name]: dir } }).map((problem) => /^\[([^\]]+)\]/.exec(problem)?.[1]))].filter(
    (id): id is string => Boolean(id),
  );

describe('an upgrade that changes a patched target fails the contract check, naming the patch point', () => {
  it('the prefetch module renamed', () => {
    const core = scratchCopy('@docusaurus/core');
    renameSync(path.join(core, 'lib/client/prefetch.js'), path.join(core, 'lib/client/prefetcher.js'));
    edit(path.join(core, 'lib/client/docusaurus.js'), "from './prefetch';", "from './prefetcher';");
    expect(brokenPoints('@docusaurus/core', core)).toEqual(['idle-prefetch/prefetch-helper']);
  });

  it("the theme's Prism client module listed differently", () => {
    const theme = scratchCopy('@docusaurus/theme-classic');
    edit(path.join(theme, 'lib/index.js'), "'./prism-include-languages',", "'./prism-client-module',");
    expect(brokenPoints('@docusaurus/theme-classic', theme)).toEqual(['prism-grammars/theme-client-module']);
  });

  it('the nprogress module renamed', () => {
    const theme = scratchCopy('@docusaurus/theme-classic');
    renameSync(path.join(theme, 'lib/nprogress.js'), path.join(theme, 'lib/route-progress.js'));
    edit(path.join(theme, 'lib/index.js'), "'./nprogress',", "'./route-progress',");
    expect(brokenPoints('@docusaurus/theme-classic', theme)).toEqual(['lazy-nprogress']);
  });

  it("react-router's compiled path function changed", () => {
    const router = scratchCopy('react-router');
    edit(path.join(router, 'esm/react-router.js'), 'var regexp = pathToRegexp(path, keys, options);', 'const regexp = pathToRegexp(path, keys, options);');
    expect(brokenPoints('react-router', router)).toEqual(['static-route-match']);
  });

  it('react-router resolved from another file by the bundler', () => {
    const router = scratchCopy('react-router');
    edit(path.join(router, 'package.json'), '"module": "esm/react-router.js"', '"module": "es/index.js"');
    expect(brokenPoints('react-router', router)).toEqual(['static-route-match']);
  });

  it('the SSR template changed', () => {
    const core = scratchCopy('@docusaurus/core');
    edit(path.join(core, 'lib/ssg/ssgTemplate.html.js'), '<meta charset="UTF-8">', '<meta charset="UTF-8"><meta name="color-scheme" content="light dark">');
    const problems = contractProblems({ siteDir, packageDirs: { '@docusaurus/core': core } });
    expect(brokenPoints('@docusaurus/core', core)).toEqual(['paint-first/ssr-template']);
    // The message shows the change to review.
    expect(problems.join('\n')).toContain('+     <meta charset="UTF-8"><meta name="color-scheme" content="light dark">');
  });

  it("Mermaid's config function changed", () => {
    const mermaid = scratchCopy('mermaid', ['dist/mermaid.min.js']);
    edit(path.join(mermaid, 'dist/mermaid.min.js'), 'Lt=s(()=>ii({},$x),"getConfig")', 'Lt=s(()=>ii({},Xx),"getConfig")');
    expect(brokenPoints('mermaid', mermaid)).toEqual(['remark-mermaid-svg/get-config']);
  });

  it('a localeCompare sort changed', () => {
    const docs = scratchCopy('@docusaurus/plugin-content-docs');
    edit(path.join(docs, 'lib/client/docsClientUtils.js'), '.sort((a, b) => b[1].path.localeCompare(a[1].path))', '.sort((a, b) => b[1].path.localeCompare(a[1].path, "en"))');
    expect(brokenPoints('@docusaurus/plugin-content-docs', docs)).toEqual(['code-point-sorts/docs-client-utils']);
  });

  it('an ejected theme component changed upstream', () => {
    const theme = scratchCopy('@docusaurus/theme-classic');
    edit(path.join(theme, 'lib/theme/SiteMetadata/index.js'), 'export default function SiteMetadata()', 'export default function SiteMetadata(props)');
    expect(brokenPoints('@docusaurus/theme-classic', theme)).toEqual(['swizzle/SiteMetadata']);
  });

  it('the installed packages as they are break nothing', () => {
    expect(contractProblems({ siteDir })).toEqual([]);
  });
});

describe('a production build whose patch points did not apply fails, naming the patch point', () => {
  const client = (modules: string[], overrides: Partial<CompilationFacts> = {}): string[] =>
    buildProblems(PATCH_POINTS, { bundle: 'client', modules, readGenerated: () => undefined, applied: new Map(), warnings: [], ...overrides });
  const ids = (problems: string[]) => [...new Set(problems.map((problem) => /patch point "([^"]+)"/.exec(problem)?.[1]))];

  it("core's prefetch helper left in place (the replacement's pattern no longer matched)", () => {
    const problems = client(['/site/node_modules/@docusaurus/core/lib/client/prefetch.js']);
    expect(problems.filter((problem) => problem.includes('"idle-prefetch/prefetch-helper"'))).toHaveLength(2);
  });

  it("react-router bundled from its CommonJS build, which the loader's pattern does not match", () => {
    const problems = client(['/site/node_modules/react-router/cjs/react-router.js']);
    expect(ids(problems)).toContain('static-route-match');
  });

  it("the theme's Prism client module listed differently in the generated client modules", () => {
    const problems = client([], { readGenerated: () => 'export default [require("/site/node_modules/@docusaurus/theme-classic/lib/prism-client")];' });
    expect(ids(problems)).toContain('prism-grammars/theme-client-module');
  });

  it('a rewrite applied to a file it does not target', () => {
    const applied = new Map([['static-route-match', new Map([['/site/node_modules/react-router/cjs/react-router.js', 1]])]]);
    expect(client([], { applied }).some((problem) => problem.includes('"static-route-match"') && problem.includes('does not target'))).toBe(true);
  });

  it('a name the code imports that the prism-react-renderer replacement does not export', () => {
    const warnings = ["export 'usePrismTheme' (imported as 'usePrismTheme') was not found in 'prism-react-renderer' (possible exports: Highlight, Prism)"];
    expect(ids(client([], { warnings }))).toContain('prism-grammars/prism-react-renderer');
  });
});
