import { existsSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import type { Link, Definition, Root } from 'mdast';
import type { VFile } from 'vfile';
import { markdownFileLink } from '../shared/markdown-link';

/** The site's folder, from this file's place in it. Not an option: Docusaurus copies plugin options into the client bundle. */
const SITE_DIR = resolve(__dirname, '..', '..');

export interface LocalizedLinksOptions {
  /** English sources of the area, e.g. `docs`. */
  contentPath: string;
  /** Translated sources for the locale being built, e.g. `i18n/ru/docusaurus-plugin-content-docs/current`. */
  localizedPath: string | undefined;
}

/**
 * In a translated build, Docusaurus resolves `./page.md` against the folder of the file being compiled only, so
 * an English page linking to a translated one (or the reverse) breaks. This points each relative Markdown link
 * at the file that will actually be built for that page: the translation if there is one, else the English source.
 */
export default function remarkLocalizedLinks(options: LocalizedLinksOptions) {
  const english = resolve(SITE_DIR, options.contentPath);
  const localized = options.localizedPath ? resolve(SITE_DIR, options.localizedPath) : undefined;

  return (tree: Root, file: VFile) => {
    if (!localized || !file.path) return;
    const source = resolve(file.path);
    const base = source.startsWith(localized + sep) ? localized : source.startsWith(english + sep) ? english : undefined;
    if (!base) return;
    const folder = relative(base, dirname(source));

    const visit = (node: Root | Root['children'][number]) => {
      if (node.type === 'link' || node.type === 'definition') rewrite(node);
      if ('children' in node) node.children.forEach((child) => visit(child as Root['children'][number]));
    };
    const rewrite = (node: Link | Definition) => {
      const link = markdownFileLink(node.url);
      // Links from the site's root (`/…`, `@site/…`) name one file in every locale.
      if (!link || link.path.startsWith('/') || link.path.startsWith('@site/')) return;
      const target = normalize(join(folder, link.path));
      if (target.startsWith('..')) return;
      const candidate = [join(localized, target), join(english, target)].find((path) => existsSync(path));
      if (!candidate) return;
      node.url = `@site/${relative(SITE_DIR, candidate).split(sep).join('/')}${link.suffix}`;
    };
    visit(tree);
  };
}
