// Build-time code lives in plugins/, browser code in src/: src/ imports nothing from plugins/, and plugins/ imports
// from src/ only through src/build-interface.ts, which src/ itself does not import (it is the build's view of src/).
// Files the bundler takes by path (client modules, entries, aliases, replaced modules, route components:
// `require.resolve(…)`, `path.join(…)`, `'@site/src/…'` as a string) are not imports: plugins/ names them, never runs
// them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE_DIR = path.join(__dirname, '..', '..');
/** The one module of src/ that plugins/ may import. */
const INTERFACE = 'src/build-interface';
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

interface SourceFile {
  /** Site-relative, with `/`. */
  path: string;
  source: string;
}

/**
 * Every module specifier a source imports, with its line: static imports and re-exports (`… from 'x'`), side-effect
 * imports (`import 'x'`), dynamic and type imports (`import('x')`) and `require('x')`; not `require.resolve('x')`.
 */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const patterns = [
    /\bfrom\s*['"]([^'"\n]+)['"]/g,
    /(?:^|[;}\s])import\s*['"]([^'"\n]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...source.matchAll(pattern)])
    .map((match) => ({ specifier: match[1]!, line: source.slice(0, match.index).split('\n').length }))
    .sort((a, b) => a.line - b.line);
}

/** The site-relative path a specifier names (without its extension), or undefined for a package or a generated module. */
function targetOf(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
  else if (specifier.startsWith('@site/')) target = specifier.slice('@site/'.length);
  else return undefined;
  return path.posix.normalize(target).replace(/\.(?:[cm]?[jt]s|[jt]sx)$/, '');
}

const top = (sitePath: string) => sitePath.split('/')[0];

/**
 * Each import that crosses between src/ and plugins/ other than through the interface, and each import of the
 * interface from src/, as `file:line imports 'x'`.
 */
export function boundaryViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap((file) =>
    importsOf(file.source).flatMap(({ specifier, line }) => {
      const target = targetOf(file.path, specifier);
      if (target === undefined) return [];
      const from = top(file.path);
      const to = top(target);
      const crosses =
        from === 'src' ? to === 'plugins' || target === INTERFACE : from === 'plugins' && to === 'src' && target !== INTERFACE;
      return crosses ? [`${file.path}:${line} imports '${specifier}'`] : [];
    }),
  );
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(path.join(SITE_DIR, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => CODE.test(name))
    .map((name) => {
      const sitePath = path.posix.join(dir, name.split(path.sep).join('/'));
      return { path: sitePath, source: readFileSync(path.join(SITE_DIR, sitePath), 'utf8') };
    });
}

describe('build and browser code meet only at src/build-interface.ts', () => {
  it('src/ imports nothing from plugins/, and plugins/ nothing from src/ but the interface', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('plugins')];
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('the interface exists, and plugins/ use it', () => {
    const users = sourceFiles('plugins').filter((file) =>
      importsOf(file.source).some(({ specifier }) => targetOf(file.path, specifier) === INTERFACE),
    );
    expect(readFileSync(path.join(SITE_DIR, `${INTERFACE}.ts`), 'utf8')).toMatch(/^\/\*\*/);
    expect(users.length).toBeGreaterThan(0);
  });

  it('names each crossing import, however it is written', () => {
    const files: SourceFile[] = [
      { path: 'src/theme/A/index.tsx', source: "import x from 'react';\nimport { a } from '@site/plugins/p/a';" },
      { path: 'src/search/b.ts', source: "// a comment\nexport { b } from '../../plugins/p/b';" },
      { path: 'src/c.d.ts', source: "declare module 'm' {\n  const c: import('../plugins/p/c').C;\n}" },
      { path: 'src/d.ts', source: "import '@site/plugins/p/d.css';\nconst e = () => import('../plugins/p/e');" },
      { path: 'plugins/p/index.ts', source: "import { f } from '../../src/search/f';\nimport { g } from '../../src/build-interface';" },
      { path: 'plugins/p/loader.cjs', source: "const h = require('../../src/h.cjs');\nconst i = require.resolve('../../src/i.ts');" },
      { path: 'plugins/p/j.ts', source: "import {\n  type J,\n} from '@site/src/build-interface.ts';\nimport k from '../q/k';" },
      { path: 'src/search/l.ts', source: "import { m } from './m';\nimport { n } from '../build-interface';" },
    ];
    expect(boundaryViolations(files)).toEqual([
      "src/theme/A/index.tsx:2 imports '@site/plugins/p/a'",
      "src/search/b.ts:2 imports '../../plugins/p/b'",
      "src/c.d.ts:2 imports '../plugins/p/c'",
      "src/d.ts:1 imports '@site/plugins/p/d.css'",
      "src/d.ts:2 imports '../plugins/p/e'",
      "plugins/p/index.ts:1 imports '../../src/search/f'",
      "plugins/p/loader.cjs:1 imports '../../src/h.cjs'",
      "src/search/l.ts:2 imports '../build-interface'",
    ]);
  });
});
