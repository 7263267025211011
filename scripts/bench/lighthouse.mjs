// @ts-check
// Lighthouse mobile (simulated throttling, its defaults) on Debian's Chromium: scores and the metrics the
// performance goals name, median of several runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median } from './process-stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {number} runs
 * @param {string} chromePath
 */
export async function lighthouseMedian(url, runs, chromePath) {
  /** @type {Record<string, number[]>} */
  const values = {};
  const add = (/** @type {string} */ key, /** @type {number} */ value) => (values[key] ??= []).push(value);
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      for (const category of CATEGORIES) add(category, Math.round((lhr.categories[category]?.score ?? 0) * 100));
      add('lcpMs', lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      // Lighthouse's own measure of this machine's CPU (higher is faster): simulated blocking time scales with it.
      add('benchmarkIndex', lhr.environment?.benchmarkIndex ?? 0);
      add('tbtMs', lhr.audits['total-blocking-time']?.numericValue ?? 0);
      add('cls', lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      add('totalKiB', (lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024);
      /** @type {{ resourceType: string, transferSize: number }[]} */
      const items = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
      add('jsKiB', (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024);
      // The tasks TBT is made of: 50 ms or more (simulated), from the first paint on. Where TBT comes from when it rises.
      const fcpMs = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
      /** @type {{ startTime: number, duration: number }[]} */
      const tasks = /** @type {any} */ (lhr.audits['long-tasks']?.details)?.items ?? [];
      const afterPaint = tasks.filter((task) => task.startTime >= fcpMs && task.duration >= 50);
      add('longTasks', afterPaint.length);
      add('longestTaskMs', Math.max(0, ...afterPaint.map((task) => task.duration)));
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.entries(values).map(([key, list]) => [key, median(list)]));
}
