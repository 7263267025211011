// @ts-check
// Links inside the build's Markdown twins (`<page>.md`) and llms files (`llms.txt`, `llms-full.txt`, `…/llms-full/*.txt`):
// every link to the site must reach a built file, and its fragment an id on the page it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';

/** The files to check: twins next to pages, and the llms files. Built assets are not Markdown the site wrote. */
export function assistantFiles(/** @type {string} */ build) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.md') || /^llms(-full)?\.txt$/.test(entry.name) || /[\\/]llms-full[\\/][^\\/]+\.txt$/.test(full)) {
        files.push(full);
      }
    }
  };
  walk(build);
  return files;
}

/** Every link and image address in a Markdown text, with its line, outside code. */
export function markdownLinks(/** @type {string} */ text) {
  const tree = fromMarkdown(text, {
    extensions: [gfm(), frontmatter()],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown()],
  });
  /** @type {{ url: string, line: number }[]} */
  const links = [];
  const visit = (/** @type {any} */ node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && typeof node.url === 'string') {
      links.push({ url: node.url, line: node.position?.start.line ?? 1 });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return links;
}

/**
 * The broken links among `files`, as `file:line: url (why)`. `siteUrl` is the deployed address the twins use
 * (`https://docs.avaloniaui.net/`); a link to it must name a file of `build`, a page (`x` as `x.html`) or a twin, and
 * a fragment an id of the page (for a twin, of its page).
 */
export function brokenAssistantLinks(/** @type {string} */ build, /** @type {string[]} */ files, /** @type {string} */ siteUrl) {
  /** @type {Map<string, Set<string>>} */
  const idsOf = new Map();
  const ids = (/** @type {string} */ html) => {
    let found = idsOf.get(html);
    if (!found) {
      found = new Set([...readFileSync(html, 'utf8').matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => match[1] ?? ''));
      idsOf.set(html, found);
    }
    return found;
  };
  /** The built file a site path names, and the HTML page whose ids its fragment must be among. */
  const target = (/** @type {string} */ path) => {
    const local = decodeURIComponent(path).replace(/^\/+/, '');
    if (local === '' || local.endsWith('/')) return { file: join(build, local, 'index.html'), page: join(build, local, 'index.html') };
    if (/\.md$/.test(local)) return { file: join(build, local), page: join(build, `${local.slice(0, -3)}.html`) };
    // A route may hold a dot (`upgrade-from-0.10`): a page wins over a file of that name.
    for (const html of [join(build, `${local}.html`), join(build, local, 'index.html')]) {
      if (existsSync(html)) return { file: html, page: html };
    }
    return { file: join(build, local), page: undefined };
  };
  /** @type {string[]} */
  const broken = [];
  let checked = 0;
  for (const file of files) {
    for (const { url, line } of markdownLinks(readFileSync(file, 'utf8'))) {
      if (!url.startsWith(siteUrl)) continue;
      checked++;
      const [path = '', fragment] = url.slice(siteUrl.length - 1).split('#');
      const { file: built, page } = target(path.split('?')[0] ?? '');
      const where = `build/${relative(build, file)}:${line}: ${url}`;
      if (!existsSync(built)) broken.push(`${where} (no such file)`);
      else if (fragment && page && existsSync(page) && !ids(page).has(decodeURIComponent(fragment))) broken.push(`${where} (no id "${fragment}" on the page)`);
    }
  }
  return { broken, checked };
}
