import type { Options } from '@docusaurus/plugin-client-redirects';
import { LEGACY_FOLDER_ROOTS, LEGACY_PAGES, LEGACY_PREFIX_RULES } from './config/legacy-redirects';

export interface Redirect {
  from: string;
  to: string;
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `/docs`, `/accelerate` and `/xpf` open their area's welcome page. */
export const AREA_ROOT_REDIRECTS: Redirect[] = ['docs', 'accelerate', 'xpf'].map((area) => ({
  from: `/${area}`,
  to: `/${area}/welcome`,
}));

/** Redirects listed one by one: area roots, legacy pages and moved folder roots. */
export function explicitRedirects(): Redirect[] {
  const legacy = Object.values(LEGACY_PAGES).flatMap((group) =>
    Object.entries(group).map(([from, to]) => ({ from, to })),
  );
  const folders = Object.entries(LEGACY_FOLDER_ROOTS).map(([from, to]) => ({ from, to }));
  return [...AREA_ROOT_REDIRECTS, ...legacy, ...folders];
}

/** Old paths of one current page, from the folders that moved as a whole. */
export function ruleRedirectsFor(existingPath: string): string[] {
  const froms = new Set<string>();
  for (const rule of LEGACY_PREFIX_RULES) {
    if (!existingPath.startsWith(rule.to)) continue;
    const rest = existingPath.slice(rule.to.length);
    if (!rest) continue;
    for (const prefix of rule.from) {
      froms.add(prefix + rest);
      const last = rest.split('/').at(-1);
      if (rule.lastSegment && last && last !== rest) froms.add(prefix + last);
    }
  }
  return [...froms].map(withoutTrailingSlash);
}

/** Every redirect the client-redirects plugin writes for a site with these routes. */
export function collectRedirects(existingPaths: readonly string[]): Redirect[] {
  return existingPaths.flatMap((to) => redirectsTo(to).map((from) => ({ from, to: withoutTrailingSlash(to) })));
}

/** Redirects whose target is not a page of the site, as messages naming both paths. */
export function brokenRedirects(redirects: readonly Redirect[], existingPaths: readonly string[]): string[] {
  const existing = new Set(existingPaths.map(withoutTrailingSlash));
  return redirects
    .filter(({ to }) => !existing.has(to))
    .map(({ from, to }) => `redirect from ${from} goes to ${to}, which is not a page of the site`);
}

export function redirectOptions(): Options {
  return {
    // Explicit redirects go through createRedirects too, so that only existing targets are written; the
    // redirect-targets plugin fails the build, naming both paths, for any target that does not exist.
    createRedirects(existingPath) {
      const froms = redirectsTo(existingPath);
      return froms.length ? froms : undefined;
    },
  };
}

let explicitByTarget: Map<string, string[]> | undefined;
let explicitFroms: Set<string> | undefined;

/** Old paths that should land on this page: its explicit redirects, then rule-based ones no explicit one claims. */
export function redirectsTo(existingPath: string): string[] {
  if (!explicitByTarget || !explicitFroms) {
    const explicit = explicitRedirects().map(({ from, to }) => ({
      from: withoutTrailingSlash(from),
      to: withoutTrailingSlash(to),
    }));
    explicitFroms = new Set(explicit.map(({ from }) => from));
    explicitByTarget = new Map();
    for (const { from, to } of explicit) explicitByTarget.set(to, [...(explicitByTarget.get(to) ?? []), from]);
  }
  const path = withoutTrailingSlash(existingPath);
  const claimed = explicitFroms;
  const fromRules = ruleRedirectsFor(path).filter((from) => !claimed.has(from));
  return [...new Set([...(explicitByTarget.get(path) ?? []), ...fromRules])];
}
