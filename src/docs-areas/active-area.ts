// Which docs area, and which of its versions, a page belongs to. Docusaurus answers this with `useActivePlugin`,
// which orders the plugins' paths with `localeCompare` on every render; the first call of a page initialises ICU
// collation, about 30 ms of the hydration on a throttled phone CPU. The navbar and search ask here instead.
import type { GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';

/** The key of the entry whose path holds this pathname, the longest path first (as react-router's matchPath). */
export function longestPathMatch(entries: Readonly<Record<string, { path: string }>>, pathname: string): string | undefined {
  let best: [key: string, path: string] | undefined;
  for (const [key, { path }] of Object.entries(entries)) {
    const base = path.replace(/\/$/, '');
    const inside = base === '' || pathname === base || pathname.startsWith(`${base}/`);
    if (inside && (!best || base.length > best[1].length)) best = [key, base];
  }
  return best?.[0];
}

/**
 * Docusaurus's contextual search tags (`docs-{plugin}-{version}`), as `useDocsContextualSearchTags` computes them:
 * the version being read in its own area; in the others the reader's preferred version, or the latest.
 */
export function docsSearchTags(
  allDocsData: Readonly<Record<string, GlobalPluginData>>,
  pathname: string,
  preferred: Readonly<Record<string, GlobalVersion | null>>,
): string[] {
  const activeArea = longestPathMatch(allDocsData, pathname);
  return Object.entries(allDocsData).map(([pluginId, data]) => {
    const byName = Object.fromEntries(data.versions.map((version) => [version.name, version]));
    const active = pluginId === activeArea ? longestPathMatch(byName, pathname) : undefined;
    const version = active ?? preferred[pluginId]?.name ?? data.versions.find((v) => v.isLast)?.name;
    return `docs-${pluginId}-${version ?? 'current'}`;
  });
}
