#!/usr/bin/env node
// @ts-check
// npm run bench: build, dev-server, page-weight, Lighthouse and search numbers in one Markdown report.
// Usage: npm run bench [-- --only builds,dev,pages,lighthouse,search] [--runs N] [--lighthouse-runs N]
// Expects a production build of all locales in build/ (npm run build) for pages, lighthouse and search.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { benchBuilds } from './builds.mjs';
import { benchDevServer, EDITS } from './dev-server.mjs';
import { BENCH_PAGES, pageWeight } from './pages.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { benchSearch } from './search.mjs';
import { goalChecks, goalsReport } from './goals.mjs';
import { serveBuild } from '../lib/static-server.mjs';
import { systemChromium } from '../../config/chromium.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const CHROMIUM = systemChromium();
const PORT = 3400;
/** @type {[string, string][]} */
const LOCALES = [['en', ''], ['zh-Hans', '/zh-Hans']];

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'builds,dev,pages,lighthouse,search' },
    runs: { type: 'string', default: '2' },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const only = new Set((values.only ?? '').split(','));
const log = (/** @type {string} */ line) => console.error(`[bench] ${line}`);
const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
/** @type {Record<string, unknown>} */
const results = { date: new Date().toISOString() };
/** @type {string[]} */
const report = [];

if (only.has('builds')) {
  const rows = await benchBuilds({ runs: Number(values.runs), log });
  results.builds = rows;
  report.push('### Cold production builds (median)', '', '| scope | ours (Rspack) | plain webpack | ratio | peak memory ours / webpack | search index | Mermaid drawing |', '|---|---|---|---|---|---|---|');
  for (const scope of ['en', 'all']) {
    const ours = rows.find((r) => r.scope === scope && r.config === 'faster');
    const webpack = rows.find((r) => r.scope === scope && r.config === 'webpack');
    if (!ours || !webpack) continue;
    report.push(
      `| ${scope === 'en' ? 'English' : 'all locales'} | ${ours.seconds.toFixed(1)} s | ${webpack.seconds.toFixed(1)} s | ${(webpack.seconds / ours.seconds).toFixed(2)}× | ${ours.peakMiB.toFixed(0)} / ${webpack.peakMiB.toFixed(0)} MiB | ${ours.searchIndexMs ?? '–'} ms | ${ours.diagramMs ?? '–'} ms |`,
    );
  }
  report.push('');
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking'] });
try {
  if (only.has('dev')) {
    const dev = await benchDevServer(browser, PORT + 1);
    results.dev = dev;
    report.push(
      '### Dev server',
      '',
      `| first page after npm start | Markdown edit shown (median of ${EDITS} saves) | each save, in order |`,
      '|---|---|---|',
      `| ${dev.firstPageSeconds.toFixed(1)} s | ${dev.editMs} ms | ${dev.edits.join(', ')} ms${dev.reloadedSaves.length > 0 ? ` (the page reloaded whole on save ${dev.reloadedSaves.join(', ')})` : ''} |`,
      '',
    );
  }

  if (only.has('pages') || only.has('lighthouse') || only.has('search')) {
    if (!existsSync(join(ROOT, 'build', 'zh-Hans'))) throw new Error('build/ must hold all locales: run npm run build first');
    const server = await serveBuild(join(ROOT, 'build'), PORT);
    const origin = `http://127.0.0.1:${PORT}`;
    try {
      if (only.has('pages')) {
        report.push('### Page weight (as loaded by Chromium; KiB raw / gzip)', '', '| page | HTML | JS | CSS |', '|---|---|---|---|');
        /** @type {Record<string, unknown>} */
        const weights = {};
        for (const [locale, prefix] of LOCALES) {
          for (const [name, path] of BENCH_PAGES) {
            const weight = await pageWeight(browser, `${origin}${prefix}${path}`);
            weights[`${locale} ${name}`] = weight;
            report.push(`| ${locale} ${name} | ${kib(weight.html.raw)} / ${kib(weight.html.gzip)} | ${kib(weight.js.raw)} / ${kib(weight.js.gzip)} | ${kib(weight.css.raw)} / ${kib(weight.css.gzip)} |`);
          }
        }
        results.pages = weights;
        report.push('');
      }
      if (only.has('lighthouse')) {
        if (!CHROMIUM) throw new Error('Lighthouse needs Chromium: set CHROMIUM_PATH');
        const runs = Number(values['lighthouse-runs']);
        report.push(`### Lighthouse mobile (median of ${runs})`, '', '| page | perf | a11y | best practices | SEO | LCP | TBT | long tasks: count / longest | CLS | total | JS |', '|---|---|---|---|---|---|---|---|---|---|---|');
        /** @type {Record<string, unknown>} */
        const scores = {};
        for (const [locale, prefix] of LOCALES) {
          for (const [name, path] of BENCH_PAGES) {
            log(`lighthouse ${locale} ${name}`);
            const m = await lighthouseMedian(`${origin}${prefix}${path}`, runs, CHROMIUM);
            scores[`${locale} ${name}`] = m;
            report.push(`| ${locale} ${name} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${((m.lcpMs ?? 0) / 1000).toFixed(2)} s | ${Math.round(m.tbtMs ?? 0)} ms | ${m.longTasks ?? 0} / ${Math.round(m.longestTaskMs ?? 0)} ms | ${(m.cls ?? 0).toFixed(3)} | ${(m.totalKiB ?? 0).toFixed(0)} KiB | ${(m.jsKiB ?? 0).toFixed(0)} KiB |`);
          }
        }
        results.lighthouse = scores;
        const indexes = Object.values(scores).map((m) => /** @type {{ benchmarkIndex?: number }} */ (m).benchmarkIndex ?? 0);
        report.push(
          '',
          `Lighthouse's CPU benchmark index on this machine: ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)} (higher is faster). ` +
            'Simulated TBT scales with the machine: compare it across machines or days only alongside this index.',
        );
        report.push('');
      }
      if (only.has('search')) {
        report.push('### Search (Chromium, 40 ms latency, 10 Mbit/s)', '', '| locale | bytes from hover to first results | time to first results | keystroke p95 / median / max | keystrokes that waited for a download |', '|---|---|---|---|---|');
        /** @type {Record<string, unknown>} */
        const search = {};
        for (const [locale, prefix] of LOCALES) {
          const s = await benchSearch(browser, `${origin}${prefix}/docs/welcome`);
          search[locale] = s;
          report.push(`| ${locale} | ${kib(s.bytesToFirstResults)} KiB | ${s.firstResultsMs} ms | ${s.keystrokeP95Ms.toFixed(1)} / ${s.keystrokeMedianMs.toFixed(1)} / ${s.keystrokeMaxMs.toFixed(0)} ms | ${s.keystrokesWaiting} of ${s.keystrokes} |`);
        }
        results.search = search;
        report.push('');
      }
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}

report.push(...goalsReport(goalChecks(/** @type {import('./goals.mjs').BenchResults} */ (results))));

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2));
console.log(report.join('\n'));
