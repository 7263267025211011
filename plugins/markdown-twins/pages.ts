import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { DOCS_AREAS, localizedContentPath, type DocsArea } from '../../config/docs-areas';
import { markdownFileLink } from '../shared/markdown-link';

const SITE_DIR = resolve(__dirname, '..', '..');

type DocMetadata = LoadedContent['loadedVersions'][number]['docs'][number];
type Sidebars = LoadedContent['loadedVersions'][number]['sidebars'];

/** What the twins need of a docs plugin's content: plain data, so it can go to a worker thread. */
export interface AreaDocs {
  docs: Array<Pick<DocMetadata, 'id' | 'title' | 'description' | 'source' | 'permalink' | 'unlisted' | 'lastUpdatedAt'>>;
  sidebars: Sidebars;
}

/** The part of each area's loaded content the twins read. */
export function areaDocsOf(content: LoadedContent): AreaDocs {
  const [version] = content.loadedVersions;
  if (!version || content.loadedVersions.length > 1) throw new Error('markdown-twins: an area has one version; write twins per version when it has more');
  return {
    docs: version.docs.map(({ id, title, description, source, permalink, unlisted, lastUpdatedAt }) => ({ id, title, description, source, permalink, unlisted, lastUpdatedAt })),
    sidebars: version.sidebars,
  };
}

/** One doc page of the locale being built, and where its twin is. */
export interface TwinPage {
  area: DocsArea;
  id: string;
  title: string;
  description: string;
  /** The page's route in this locale, with the base URL: `/ru/docs/basics`. */
  permalink: string;
  /** The same page's route in English: `/docs/basics`. */
  englishPermalink: string;
  /** Path inside the area's folder: `basics/index.md`. */
  relativePath: string;
  /** Absolute path of the file this locale builds the page from. */
  sourceFile: string;
  /** Built from a translation (current or outdated): the locale has its own twin. */
  translated: boolean;
  unlisted: boolean;
  lastUpdatedAt: number | undefined;
}

/** Absolute URLs of the site being built. */
export interface SiteUrls {
  /** `https://docs.avaloniaui.net` */
  origin: string;
  /** The site's base URL, without locale: `/`. */
  baseUrl: string;
  /** This locale's base URL: `/` or `/ru/`. */
  localeBaseUrl: string;
}

/** The doc pages of one locale's build, found by path, route and source file. */
export class TwinPages {
  readonly pages: TwinPage[];
  private readonly bySource = new Map<string, TwinPage>();
  private readonly byEnglishPermalink = new Map<string, TwinPage>();

  constructor(
    docsContent: Partial<Record<DocsArea['id'], AreaDocs>>,
    readonly locale: string,
    readonly urls: SiteUrls,
  ) {
    this.pages = DOCS_AREAS.flatMap((area) => {
      const content = docsContent[area.id];
      if (!content) throw new Error(`markdown-twins: the docs plugin "${area.id}" has no content in this build`);
      return content.docs.map((doc) => this.page(area, doc));
    });
    for (const page of this.pages) {
      this.byEnglishPermalink.set(page.englishPermalink, page);
      this.bySource.set(resolve(SITE_DIR, page.area.path, page.relativePath), page);
      if (locale !== 'en') this.bySource.set(resolve(SITE_DIR, localizedContentPath(page.area, locale), page.relativePath), page);
    }
  }

  private page(area: DocsArea, doc: AreaDocs['docs'][number]): TwinPage {
    // A folder's index page keeps its slash in the metadata; with `trailingSlash: false` its route has none.
    const permalink = doc.permalink.replace(/(.)\/$/, '$1');
    const sourceFile = resolve(SITE_DIR, doc.source.replace(/^@site\//, ''));
    const localizedRoot = resolve(SITE_DIR, localizedContentPath(area, this.locale));
    const translated = this.locale !== 'en' && sourceFile.startsWith(localizedRoot + sep);
    const root = translated ? localizedRoot : resolve(SITE_DIR, area.path);
    return {
      area,
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink,
      englishPermalink: this.urls.baseUrl + permalink.slice(this.urls.localeBaseUrl.length),
      relativePath: sourceFile.slice(root.length + 1).split(sep).join('/'),
      sourceFile,
      translated,
      unlisted: doc.unlisted,
      lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
    };
  }

  /** Whether this locale publishes the page's twin: every English page; a locale's translated pages. */
  hasOwnTwin(page: TwinPage): boolean {
    return this.locale === 'en' || page.translated;
  }

  /** Absolute URL of the twin a reader of this locale gets: the locale's own, else the English one. */
  twinUrl(page: TwinPage): string {
    return `${this.urls.origin}${this.hasOwnTwin(page) ? page.permalink : page.englishPermalink}.md`;
  }

  pageUrl(page: TwinPage): string {
    return `${this.urls.origin}${page.permalink}`;
  }

  /**
   * A link's target, as Docusaurus resolves it on the page, made absolute: a doc page's twin (with its fragment),
   * another page of the site, a static file, or an outside address unchanged.
   */
  resolveLink(page: TwinPage, url: string): string | { error: string } {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    if (url.startsWith('#')) return `${this.pageUrl(page)}${url}`;
    const markdown = markdownFileLink(url);
    if (markdown) {
      const file = markdown.path.startsWith('@site/') ? resolve(SITE_DIR, markdown.path.slice(6)) : resolve(dirname(page.sourceFile), markdown.path);
      const target = this.bySource.get(file);
      return target ? `${this.twinUrl(target)}${markdown.suffix}` : { error: `the link ${url} names no doc page` };
    }
    const [, path = '', suffix = ''] = /^([^#?]*)([#?].*)?$/.exec(url) ?? [];
    if (path.startsWith('/')) {
      const route = path.replace(/\/$/, '') || '/';
      const target = this.byEnglishPermalink.get(this.urls.baseUrl + route.slice(1));
      if (target) return `${this.twinUrl(target)}${suffix}`;
      if (existsSync(join(SITE_DIR, 'static', path))) return `${this.urls.origin}${this.urls.baseUrl}${path.slice(1)}${suffix}`;
      return `${this.urls.origin}${this.urls.localeBaseUrl}${route.slice(1)}${suffix}`;
    }
    return { error: `the link ${url} is neither a page, a Markdown file nor an address` };
  }

  /**
   * An image's source made absolute: a static file under the base URL, or an image next to the page, copied to
   * `assets/markdown/<hash>/` (the bundler inlines small images into the page as data URLs, which a twin should not).
   */
  resolveImage(page: TwinPage, url: string, outDir: string): string | { error: string } {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    if (url.startsWith('/')) {
      return existsSync(join(SITE_DIR, 'static', url))
        ? `${this.urls.origin}${this.urls.baseUrl}${url.slice(1)}`
        : { error: `the image ${url} is not in static/` };
    }
    const file = resolve(dirname(page.sourceFile), url.replace(/[?#].*$/, ''));
    if (!existsSync(file)) return { error: `the image ${url} does not exist` };
    const route = `assets/markdown/${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12)}/${basename(file)}`;
    mkdirSync(dirname(join(outDir, route)), { recursive: true });
    copyFileSync(file, join(outDir, route));
    return `${this.urls.origin}${this.urls.localeBaseUrl}${route}`;
  }
}
