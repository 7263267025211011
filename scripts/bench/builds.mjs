// @ts-check
// Cold production builds, English only and all locales, with our configuration (Rspack, SWC, Lightning CSS)
// and the plain webpack one (DOCUSAURUS_FASTER=false), each run from an empty cache.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { measure, median } from './process-stats.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const OUT = 'build-bench';

async function clearCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache', OUT]) await rm(join(ROOT, dir), { recursive: true, force: true });
}

/** @param {{ runs: number, log: (line: string) => void }} options */
export async function benchBuilds({ runs, log }) {
  /** @type {{ scope: string, config: string, seconds: number, peakMiB: number, searchIndexMs: number | null, diagramMs: number | null }[]} */
  const rows = [];
  for (const scope of ['en', 'all']) {
    for (const config of ['faster', 'webpack']) {
      const seconds = [];
      const peaks = [];
      /** @type {number[]} */
      const indexMs = [];
      /** @type {number[]} Chromium time spent drawing Mermaid diagrams (plugins/remark-mermaid-svg), per run. */
      const diagramMs = [];
      for (let run = 1; run <= runs; run++) {
        await clearCaches();
        // The project's build script, so the bench builds as CI and deploys do (package.json sets what they share).
        const args = ['run', '--silent', 'build', '--', '--out-dir', OUT, ...(scope === 'en' ? ['--locale', 'en'] : [])];
        const result = await measure('npm', args, { cwd: ROOT, env: { DOCUSAURUS_FASTER: config === 'webpack' ? 'false' : 'true' } });
        seconds.push(result.seconds);
        peaks.push(result.peakBytes / 2 ** 20);
        for (const match of result.output.matchAll(/\[search-index\] en: \d+ records indexed in (\d+) ms/g)) indexMs.push(Number(match[1]));
        const drawn = [...result.output.matchAll(/\[mermaid\] \d+ diagrams drawn at build time in (\d+) ms/g)];
        if (drawn.length) diagramMs.push(drawn.reduce((sum, match) => sum + Number(match[1]), 0));
        log(`build ${scope} ${config} run ${run}: ${result.seconds.toFixed(1)} s, peak ${(result.peakBytes / 2 ** 20).toFixed(0)} MiB`);
      }
      rows.push({ scope, config, seconds: median(seconds), peakMiB: median(peaks), searchIndexMs: indexMs.length ? median(indexMs) : null, diagramMs: diagramMs.length ? median(diagramMs) : null });
    }
  }
  await rm(join(ROOT, OUT), { recursive: true, force: true });
  return rows;
}
