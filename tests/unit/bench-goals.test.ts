import { describe, expect, it } from 'vitest';
import { goalChecks, goalsReport } from '../../scripts/bench/goals.mjs';

const page = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1540, tbtMs: 32, jsKiB: 148 };

describe('bench goals', () => {
  it('marks a goal met when every page meets it, naming the page closest to missing it', () => {
    const checks = goalChecks({ lighthouse: { 'en home': page, 'en doc page': { ...page, lcpMs: 1790, tbtMs: 120 } } });
    expect(checks.find((check) => check.goal.startsWith('LCP'))).toEqual({ goal: 'LCP ≤ 2.0 s', measured: 'all 2 pages; highest en doc page 1.79 s', met: true });
    expect(checks.find((check) => check.goal.startsWith('TBT'))?.measured).toBe('all 2 pages; highest en doc page 120 ms');
  });

  it('marks a goal missed when one page misses it, and names that page with its number', () => {
    const checks = goalChecks({ lighthouse: { 'en home': page, 'en search': { ...page, lcpMs: 2700, jsKiB: 169.4, seo: 92 } } });
    const missed = checks.filter((check) => !check.met).map((check) => [check.goal, check.measured]);
    expect(missed).toEqual([
      ['accessibility, best practices and SEO = 100', 'missed by 1 of 2: en search 92'],
      ['LCP ≤ 2.0 s', 'missed by 1 of 2: en search 2.70 s'],
      ['JS transferred ≤ 150 KiB', 'missed by 1 of 2: en search 169 KiB'],
    ]);
    expect(goalsReport(checks)[0]).toBe('### Goals (issue 5): 2 of 5 met');
  });

  it('checks the cold all-locale build and the dev server, and only the sections the run measured', () => {
    const builds = [
      { scope: 'all', config: 'faster', seconds: 61.2 },
      { scope: 'all', config: 'webpack', seconds: 216.6 },
    ];
    expect(goalChecks({ builds, dev: { firstPageSeconds: 10.2, editMs: 612 } })).toEqual([
      { goal: 'cold build, all locales ≤ 60 s', measured: '61.2 s', met: false },
      { goal: 'dev server: first page ≤ 20 s', measured: '10.2 s', met: true },
      { goal: 'dev server: Markdown edit shown ≤ 1 s', measured: '612 ms', met: true },
    ]);
    expect(goalsReport(goalChecks({}))).toEqual([]);
  });
});
