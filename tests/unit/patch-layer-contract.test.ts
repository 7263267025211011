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

describe("the patch layer's README", () => {
  it('lists every patch point', () => {
    const readme = readFileSync(path.join(siteDir, 'plugins/patch-layer/README.md'), 'utf8');
    expect(PATCH_POINTS.map((point) => point.id).filter((id) => !readme.includes(`| \`${id}\` |`))).toEqual([]);
  });
});
