// The contract of every patch point (plugins/patch-layer/points.ts) with the installed packages; no build needed.
// A failure names the patch point and shows what changed upstream: read plugins/patch-layer/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractProblems, unpinnedDocusaurus } from '../../plugins/patch-layer/contract';
import { PATCH_POINTS } from '../../plugins/patch-layer/points';

const siteDir = path.join(__dirname, '..', '..');

describe('the patch layer against the installed packages', () => {
  it('every @docusaurus package is pinned to one exact version, and installed at it', () => {
    expect(unpinnedDocusaurus(siteDir)).toEqual([]);
  });

  it.each(PATCH_POINTS.map((point) => [point.id, point] as const))('%s still fits its target', (_id, point) => {
    expect(contractProblems({ siteDir, points: [point] })).toEqual([]);
  });

  it('has one entry per id, each with its why and how to drop it', () => {
    expect(new Set(PATCH_POINTS.map((point) => point.id)).size).toBe(PATCH_POINTS.length);
    for (const point of PATCH_POINTS) {
      expect(point.why, point.id).not.toMatch(/\d+(\.\d+)? ?(ms|KiB|KB|s)\b/);
      expect(point.drop.length, point.id).toBeGreaterThan(10);
    }
  });
});

describe('the patch layer tracking upstream', () => {
  it('names upstream issues and pull requests by their GitHub URL, each once per entry', () => {
    const tracked = PATCH_POINTS.filter((point) => point.tracking);
    expect(tracked.length).toBeGreaterThan(5);
    for (const point of tracked) {
      for (const url of point.tracking!) expect(url, point.id).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/);
      expect(new Set(point.tracking).size, point.id).toBe(point.tracking!.length);
    }
  });
});

describe("the patch layer's README", () => {
  it('lists every patch point', () => {
    const readme = readFileSync(path.join(siteDir, 'plugins/patch-layer/README.md'), 'utf8');
    expect(PATCH_POINTS.map((point) => point.id).filter((id) => !readme.includes(`| \`${id}\` |`))).toEqual([]);
  });
});

describe('src/theme/README.md', () => {
  const readme = readFileSync(path.join(siteDir, 'src/theme/README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([^`]+)` \| (wrap|eject \([^)]*\)|replace) \|/gm)].map((match) => [match[1]!, match[2]!] as const);

  it('lists every swizzled component, and says which are ejected copies as the patch layer does', () => {
    const ejected = rows.filter(([, kind]) => kind.startsWith('eject')).map(([component]) => `swizzle/${component}`);
    expect(ejected.sort()).toEqual(PATCH_POINTS.filter((point) => point.id.startsWith('swizzle/')).map((point) => point.id).sort());
  });

  it('a component that imports @theme-original is listed as a wrap, and a listed wrap imports it', async () => {
    const { readdirSync } = await import('node:fs');
    const files = (readdirSync(path.join(siteDir, 'src/theme'), { recursive: true }) as string[]).filter((file) => /(^|\/)index\.tsx$|^[A-Za-z-]+\.tsx?$|ComponentTypes\.tsx$/.test(file));
    for (const [component, kind] of rows) {
      const file = files.find((name) => name.replace(/(\/index)?\.tsx?$/, '') === component);
      expect(file, `${component} is in src/theme`).toBeDefined();
      const wraps = readFileSync(path.join(siteDir, 'src/theme', file!), 'utf8').includes('@theme-original/');
      expect(wraps, `${component} (${kind})`).toBe(kind === 'wrap');
    }
  });
});
