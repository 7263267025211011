#!/usr/bin/env node
// @ts-check
// The package registry this project's machines and CI reach lacks some platform binaries that other platforms'
// installs need (e.g. @swc/core-darwin-arm64, an optional dependency of the Faster build stack). `npm install` here
// then leaves them out of package-lock.json, and `npm ci` refuses a lock file without them. This adds the missing
// optional platform packages to the lock with their os/cpu/libc constraints, as a lock made against the full
// registry would have them: `npm ci` skips them here (wrong platform) and fetches them on a Mac or Windows machine.
// Run it after `npm install` changes the lock file.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/markdown-files.mjs';

const LOCK = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** @param {string} name */
function platformOf(name) {
  const suffix = name.split('/').pop() ?? '';
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'android'].find((candidate) => suffix.includes(`-${candidate}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'].find((candidate) =>
    new RegExp(`-${candidate}(-|$)`).test(suffix),
  );
  const libc = /-musl$/.test(suffix) ? 'musl' : /-gnu(eabihf)?$/.test(suffix) ? 'glibc' : undefined;
  return os && cpu ? { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) } : undefined;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/${key}`;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform || typeof version !== 'string' || !/^\d/.test(version)) continue;
    packages[key] = { version, optional: true, ...(entry.dev ? { dev: true } : {}), ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} optional platform packages added to package-lock.json`);
