// @ts-check
// The performance goals (issue 5) checked against one bench run, so the report ends with what holds and what not.

/** The goals, as the issue sets them: Lighthouse mobile with its default simulated throttling, cold builds. */
export const GOALS = {
  allLocalesBuildSeconds: 60,
  devFirstPageSeconds: 20,
  devEditMs: 1000,
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  jsKiB: 150,
};

/**
 * @typedef {{ scope: string, config: string, seconds: number }} BuildRow
 * @typedef {{ firstPageSeconds: number, editMs: number, edits?: number[], reloadedSaves?: number[] }} DevResult
 * @typedef {{ performance?: number, accessibility?: number, 'best-practices'?: number, seo?: number, lcpMs?: number, tbtMs?: number, jsKiB?: number }} PageScores
 * @typedef {{ builds?: BuildRow[], dev?: DevResult, lighthouse?: Record<string, PageScores> }} BenchResults
 * @typedef {{ goal: string, measured: string, met: boolean }} GoalCheck
 */

/**
 * One check per page-level goal over every page Lighthouse measured: met when every page meets it; the measured
 * column names the pages that miss it, or the closest page when all meet it.
 * @param {Record<string, PageScores>} pages
 * @param {string} goal
 * @param {(scores: PageScores) => number} value
 * @param {(value: number) => boolean} meets
 * @param {(value: number) => string} format
 * @param {'lowest' | 'highest'} closest which page is the closest to the goal when all meet it
 * @returns {GoalCheck}
 */
function pagesCheck(pages, goal, value, meets, format, closest) {
  const entries = Object.entries(pages).map(([page, scores]) => /** @type {[string, number]} */ ([page, value(scores)]));
  const missed = entries.filter(([, v]) => !meets(v));
  if (missed.length > 0) {
    return { goal, measured: `missed by ${missed.length} of ${entries.length}: ${missed.map(([page, v]) => `${page} ${format(v)}`).join(', ')}`, met: false };
  }
  const [page, v] = entries.reduce((a, b) => ((closest === 'lowest' ? b[1] < a[1] : b[1] > a[1]) ? b : a));
  return { goal, measured: `all ${entries.length} pages; ${closest} ${page} ${format(v)}`, met: true };
}

/**
 * @param {BenchResults} results
 * @returns {GoalCheck[]} the goals the run measured
 */
export function goalChecks(results) {
  /** @type {GoalCheck[]} */
  const checks = [];
  const build = results.builds?.find((row) => row.scope === 'all' && row.config === 'faster');
  if (build) {
    checks.push({ goal: `cold build, all locales ≤ ${GOALS.allLocalesBuildSeconds} s`, measured: `${build.seconds.toFixed(1)} s`, met: build.seconds <= GOALS.allLocalesBuildSeconds });
  }
  if (results.dev) {
    const { firstPageSeconds, editMs } = results.dev;
    checks.push({ goal: `dev server: first page ≤ ${GOALS.devFirstPageSeconds} s`, measured: `${firstPageSeconds.toFixed(1)} s`, met: firstPageSeconds <= GOALS.devFirstPageSeconds });
    checks.push({ goal: `dev server: Markdown edit shown ≤ ${GOALS.devEditMs / 1000} s`, measured: `${editMs} ms`, met: editMs <= GOALS.devEditMs });
  }
  const pages = results.lighthouse;
  if (pages && Object.keys(pages).length > 0) {
    const ms = (/** @type {number} */ v) => `${Math.round(v)} ms`;
    checks.push(
      pagesCheck(pages, `performance ≥ ${GOALS.performance}`, (s) => s.performance ?? 0, (v) => v >= GOALS.performance, String, 'lowest'),
      pagesCheck(
        pages,
        'accessibility, best practices and SEO = 100',
        (s) => Math.min(s.accessibility ?? 0, s['best-practices'] ?? 0, s.seo ?? 0),
        (v) => v === 100,
        String,
        'lowest',
      ),
      pagesCheck(pages, `LCP ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s`, (s) => s.lcpMs ?? Infinity, (v) => v <= GOALS.lcpMs, (v) => `${(v / 1000).toFixed(2)} s`, 'highest'),
      pagesCheck(pages, `TBT ≤ ${GOALS.tbtMs} ms`, (s) => s.tbtMs ?? Infinity, (v) => v <= GOALS.tbtMs, ms, 'highest'),
      pagesCheck(pages, `JS transferred ≤ ${GOALS.jsKiB} KiB`, (s) => s.jsKiB ?? Infinity, (v) => v <= GOALS.jsKiB, (v) => `${v.toFixed(0)} KiB`, 'highest'),
    );
  }
  return checks;
}

/**
 * The report's last section: a table of the goals the run measured.
 * @param {GoalCheck[]} checks
 * @returns {string[]} Markdown lines, none when nothing was measured
 */
export function goalsReport(checks) {
  if (checks.length === 0) return [];
  const met = checks.filter((check) => check.met).length;
  return [
    `### Goals (issue 5): ${met} of ${checks.length} met`,
    '',
    '| goal | measured | met |',
    '|---|---|---|',
    ...checks.map((check) => `| ${check.goal} | ${check.measured} | ${check.met ? 'yes' : '**no**'} |`),
    '',
  ];
}
