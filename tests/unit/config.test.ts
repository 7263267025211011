import { describe, expect, it } from 'vitest';
import { DOCS_AREAS, docsPluginOptions } from '../../config/docs-areas';
import { i18n } from '../../config/locales';
import { Globby } from '@docusaurus/utils';
import { readFileSync } from 'node:fs';
import robotsParser from 'robots-parser';
import { SITE_URL, normaliseBaseUrl, readSiteEnvironment } from '../../config/site';
import { pagesExclude } from '../../config/pages';
import { RESOURCE_LINKS, navbar } from '../../config/navbar';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '../../config/footer';

describe('docs areas', () => {
  it('are /docs labelled 11.0.x, and /accelerate and /xpf labelled Next, none with a banner', () => {
    const byPath = Object.fromEntries(DOCS_AREAS.map((area) => [area.path, docsPluginOptions(area)]));
    expect(Object.keys(byPath)).toEqual(['docs', 'accelerate', 'xpf']);
    expect(byPath.docs?.versions?.current).toEqual({ label: '11.0.x', banner: 'none' });
    expect(byPath.accelerate?.versions?.current).toEqual({ label: 'Next', banner: 'none' });
    expect(byPath.xpf?.versions?.current).toEqual({ label: 'Next', banner: 'none' });
  });

  it('each serve their folder at the route of the same name with breadcrumbs, git history and edit links', () => {
    for (const area of DOCS_AREAS) {
      const options = docsPluginOptions(area);
      expect(options.routeBasePath).toBe(area.path);
      expect(options.path).toBe(area.path);
      expect(options.breadcrumbs).toBe(true);
      expect(options.showLastUpdateAuthor).toBe(true);
      expect(options.showLastUpdateTime).toBe(true);
      expect(options.editUrl).toMatch(/^https:\/\/github\.com\/.+\/edit\/main\/$/);
    }
    expect(DOCS_AREAS.map((area) => area.id)).toEqual(['default', 'accelerate', 'xpf']);
  });

  it('leave the fixture doc pages (untranslated page, Markdown twin) out of a site built to deploy, and build them for the tests', async () => {
    const docFiles = (testPages: boolean) =>
      Globby(['**/*.{md,mdx}'], { cwd: 'docs', ignore: docsPluginOptions(DOCS_AREAS[0]!, testPages).exclude ?? [] });
    expect((await docFiles(false)).filter((file) => file.startsWith('tests/'))).toEqual([]);
    expect((await docFiles(true)).filter((file) => file.startsWith('tests/'))).toEqual(['tests/markdown-twin.mdx', 'tests/untranslated-page.md']);
  });
});

describe('locales', () => {
  it('are en (default), ru and zh-Hans, each fully described', () => {
    expect(i18n.defaultLocale).toBe('en');
    expect(i18n.locales).toEqual(['en', 'ru', 'zh-Hans']);
    for (const locale of i18n.locales) {
      const config = i18n.localeConfigs[locale];
      expect(config?.label, locale).toBeTruthy();
      expect(config?.direction).toBe('ltr');
      expect(config?.htmlLang).toBeTruthy();
      expect(config?.calendar).toBe('gregory');
      expect(config?.path).toBe(locale);
    }
  });
});

describe('base URL', () => {
  it('defaults to / and accepts a sub-path from BASE_URL in any spelling', () => {
    expect(readSiteEnvironment({}).baseUrl).toBe('/');
    expect(readSiteEnvironment({ BASE_URL: 'preview' }).baseUrl).toBe('/preview/');
    expect(normaliseBaseUrl('/a/b')).toBe('/a/b/');
    expect(normaliseBaseUrl('//a/b//')).toBe('/a/b/');
    expect(normaliseBaseUrl(' / ')).toBe('/');
  });

  it('leaves analytics off and the Faster stack on unless an operator says otherwise', () => {
    const defaults = readSiteEnvironment({});
    expect(defaults.clarityProjectId).toBeUndefined();
    expect(defaults.faster).toBe(true);
    expect(readSiteEnvironment({ DOCUSAURUS_FASTER: 'false' }).faster).toBe(false);
    expect(readSiteEnvironment({ CLARITY_PROJECT_ID: 'abc123' }).clarityProjectId).toBe('abc123');
  });
});

describe('robots.txt', () => {
  const text = readFileSync('static/robots.txt', 'utf8');
  const robots = robotsParser(`${SITE_URL}/robots.txt`, text);

  it("names each locale's sitemap at the site's URL", () => {
    const sitemaps = text.split('\n').filter((line) => line.startsWith('Sitemap: ')).map((line) => line.slice('Sitemap: '.length));
    expect(sitemaps).toEqual(
      i18n.locales.map((locale) => `${SITE_URL}/${locale === i18n.defaultLocale ? '' : `${locale}/`}sitemap.xml`),
    );
  });

  it('lets every crawler read the pages, and keeps search engines off the Markdown twins and llms files', () => {
    const pages = ['/', '/docs/welcome', '/ru/docs/basics', '/zh-Hans/accelerate/welcome', '/search', '/img/logo.svg'];
    const forAssistants = ['/docs/welcome.md', '/ru/docs/basics.md', '/llms.txt', '/llms-full.txt', '/docs/llms-full.txt', '/docs/llms-full/guides.txt'];
    for (const agent of ['Googlebot', 'Bingbot', 'Yandex', 'Baiduspider', 'GPTBot', 'ClaudeBot']) {
      for (const path of pages) expect(robots.isAllowed(`${SITE_URL}${path}`, agent), `${agent} ${path}`).toBe(true);
    }
    for (const agent of ['Googlebot', 'Bingbot', 'Yandex', 'Baiduspider']) {
      for (const path of forAssistants) expect(robots.isAllowed(`${SITE_URL}${path}`, agent), `${agent} ${path}`).toBe(false);
    }
    for (const agent of ['GPTBot', 'ClaudeBot', 'PerplexityBot']) {
      for (const path of forAssistants) expect(robots.isAllowed(`${SITE_URL}${path}`, agent), `${agent} ${path}`).toBe(true);
    }
  });
});

describe('pages', () => {
  // The files the pages plugin makes pages of, found as it finds them: its default include glob, our exclusions.
  const pageFiles = (testPages: boolean) =>
    Globby(['**/*.{js,jsx,ts,tsx,md,mdx}'], { cwd: 'src/pages', ignore: pagesExclude(testPages) }).then((files) => files.sort());

  it('leave the browser tests\' fixture pages out of a site built to deploy, and build them for the tests', async () => {
    expect(readSiteEnvironment({}).testPages).toBe(false);
    expect(readSiteEnvironment({ DOCS_TEST_PAGES: 'true' }).testPages).toBe(true);
    expect(await pageFiles(false)).toEqual(['index.tsx']);
    expect(await pageFiles(true)).toEqual(['index.tsx', 'tests/hydration-mismatch.tsx', 'tests/image-zoom.mdx', 'tests/page-crash.tsx', 'tests/translation-outdated.tsx']);
  });
});

describe('navbar and footer', () => {
  it('link the three areas, seven external resources, support, languages, versions and search', () => {
    const items = navbar({ hideOnScroll: false }).items as { label?: string; type?: string; to?: string }[];
    expect(items.filter((item) => item.to).map((item) => item.to)).toEqual([
      '/docs/welcome',
      '/accelerate/welcome',
      '/xpf/welcome',
    ]);
    expect(RESOURCE_LINKS).toHaveLength(7);
    for (const link of RESOURCE_LINKS) expect(link.href).toMatch(/^https:\/\//);
    expect(items.map((item) => item.type).filter(Boolean)).toEqual([
      'dropdown',
      'custom-areaVersionDropdown',
      'localeDropdown',
      'search',
    ]);
    expect(navbar({ hideOnScroll: true }).hideOnScroll).toBe(true);
  });

  it('has the five footer columns with external links only, and four social profiles', () => {
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual([
      'Products',
      'For Developers',
      'Platforms',
      'Handbook',
      'Company',
    ]);
    expect(FOOTER_COLUMNS.map((column) => column.items.length)).toEqual([7, 7, 5, 8, 8]);
    for (const column of FOOTER_COLUMNS) {
      for (const item of column.items) expect(item.href).toMatch(/^https:\/\//);
    }
    expect(SOCIAL_LINKS.map((link) => link.name)).toEqual(['x', 'linkedin', 'youtube', 'github']);
  });
});
