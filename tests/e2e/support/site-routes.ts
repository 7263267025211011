import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const BUILD = join(process.cwd(), 'build');
export const LOCALES = ['en', 'ru', 'zh-Hans'] as const;

/**
 * Every page of the production build, in every locale, as site-relative paths: the pages the sitemaps list, and each
 * page of the English sitemap under every locale prefix, since a locale's sitemap leaves out the pages it serves
 * untranslated (plugins/translation-status/sitemap.ts) and they are pages readers open all the same.
 */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  for (const locale of LOCALES) {
    const file = join(BUILD, locale === 'en' ? '' : locale, 'sitemap.xml');
    if (!existsSync(file)) throw new Error(`${file} is missing: run the production build of all locales first`);
    for (const match of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(match[1]!).pathname;
      routes.push(path);
      if (locale === 'en') for (const other of LOCALES.slice(1)) routes.push(path === '/' ? `/${other}/` : `/${other}${path}`);
    }
  }
  return [...new Set(routes)].sort();
}

/** Splits a list into `count` interleaved shards, so the crawl runs as several parallel tests. */
export function shard<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, i) => items.filter((_, j) => j % count === i));
}
