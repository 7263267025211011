import { readFileSync } from 'node:fs';
import type { CodeTranslations } from '@docusaurus/types';
import { toCleanMarkdown } from './to-markdown';
import type { TwinPage, TwinPages } from './pages';

/** The Avalonia release the pages target, as CONTENT.md states it and `npm run check:samples` proves it. */
export const AVALONIA_TARGET = '11.x (samples compile against 11.3)';

const ENGLISH_ADMONITIONS: Record<string, string> = { note: 'note', tip: 'tip', info: 'info', warning: 'warning', danger: 'danger', caution: 'caution' };
const MIN_VERSION = 'Requires Avalonia {version} or later';

/** A page's twin: a header an assistant can cite from, and the page's text as clean Markdown. */
export interface Twin {
  page: TwinPage;
  fields: Record<string, string>;
  /** The page's Markdown, starting with its title as a level-one heading. */
  body: string;
}

/** The labels a page shows, in its locale. */
export interface TwinLabels {
  /** By admonition type, as the page shows them: "Note", "Примечание". */
  admonitions: Record<string, string>;
  /** The MinVersion badge's full text, with `{version}`. */
  minVersion: string;
}

/** The labels of a locale: the theme's translations merged with the site's (`code.json`), which Docusaurus loaded. */
export function twinLabels(codeTranslations: CodeTranslations): TwinLabels {
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
  const admonitions = Object.fromEntries(
    Object.entries(ENGLISH_ADMONITIONS).map(([type, english]) => [type, capitalised(codeTranslations[`theme.admonition.${type}`] ?? english)]),
  );
  return { admonitions, minVersion: codeTranslations['minVersion.label'] ?? MIN_VERSION };
}

export function makeTwin(page: TwinPage, pages: TwinPages, outDir: string, labels: TwinLabels): Twin {
  const markdown = toCleanMarkdown(readFileSync(page.sourceFile, 'utf8'), {
    filePath: page.sourceFile,
    resolveLink: (url) => pages.resolveLink(page, url),
    resolveImage: (url) => pages.resolveImage(page, url, outDir),
    admonitionLabel: (type) => labels.admonitions[type] ?? type,
    minVersionLabel: (version) => labels.minVersion.replace('{version}', version),
  });
  const body = /^# /.test(markdown) ? markdown : `# ${page.title}\n\n${markdown}`;
  const fields: Record<string, string> = {
    title: page.title,
    description: page.description,
    url: pages.pageUrl(page),
    lang: pages.locale,
    docs_version: page.area.versionLabel,
    avalonia: AVALONIA_TARGET,
  };
  if (page.lastUpdatedAt) fields.last_update = new Date(page.lastUpdatedAt).toISOString().slice(0, 10);
  return { page, fields, body };
}

/** The twin's file: YAML front matter (each value a JSON string, which YAML reads as is), then the page. */
export function twinFile(twin: Twin): string {
  const header = Object.entries(twin.fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${header.join('\n')}\n---\n\n${twin.body}`;
}

/** The twin as a part of a full-text file: its title, where it is, then the page. */
export function fullTextPart(twin: Twin, pages: TwinPages): string {
  const [title = '', ...rest] = twin.body.split('\n');
  const facts = [`URL: ${twin.fields.url}`, `Markdown: ${pages.twinUrl(twin.page)}`, ...(twin.fields.last_update ? [`Last updated: ${twin.fields.last_update}`] : [])];
  return `${title}\n\n${facts.join('  \n')}\n${rest.join('\n')}`;
}
