import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const BUILD = join(process.cwd(), 'build');
export const LOCALES = ['en', 'ru', 'zh-Hans'] as const;

/** Every page the production build lists in its sitemaps (all locales), as site-relative paths. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  for (const locale of LOCALES) {
    const file = join(BUILD, locale === 'en' ? '' : locale, 'sitemap.xml');
    if (!existsSync(file)) throw new Error(`${file} is missing: run the production build of all locales first`);
    for (const match of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      routes.push(new URL(match[1]!).pathname);
    }
  }
  return [...new Set(routes)].sort();
}

/** Splits a list into `count` interleaved shards, so the crawl runs as several parallel tests. */
export function shard<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, i) => items.filter((_, j) => j % count === i));
}
