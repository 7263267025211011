// @ts-check
// Runs a command and reports its wall time and peak memory: the summed resident memory of the whole process
// tree (Docusaurus builds in worker threads and child processes), sampled from /proc every 100 ms.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** @param {number} root @returns {number[]} */
function processTree(root) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const all = [root];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(/** @type {number} */ (all[i])) ?? []));
  return all;
}

/** @param {number} pid */
function rssBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ seconds: number, peakBytes: number, output: string }>}
 */
export function measure(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid === undefined) return;
      const total = processTree(child.pid).reduce((sum, pid) => sum + rssBytes(pid), 0);
      peak = Math.max(peak, total);
    }, 100);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-2000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes: peak, output });
    });
  });
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[middle]) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** @param {number[]} values @param {number} p */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
