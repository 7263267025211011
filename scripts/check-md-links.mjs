#!/usr/bin/env node
// @ts-check
// Fast pre-build check of Markdown for writers: front matter, relative file links, their anchors, and absolute
// routes into the docs areas. The production build and the crawl are the final word; this runs in a second.
// Usage: check-md-links.mjs [files or folders...]
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, normalize } from 'node:path';
import { markdownFiles, ROOT } from './lib/markdown-files.mjs';
import { routeOfFile } from './lib/routes.mjs';
import { headingAnchors } from './lib/headings.mjs';
import { parseMdx } from './lib/code-blocks.mjs';
import { frontMatterFailure } from './lib/front-matter.mjs';

const OTHER_ROUTES = new Set(['/', '/search', '/blog']);
const allFiles = markdownFiles([], ['docs', 'accelerate', 'xpf']);
/** @type {Map<string, string>} route -> file */
const fileByRoute = new Map();
for (const file of allFiles) {
  const route = routeOfFile(file);
  if (route) fileByRoute.set(route.toLowerCase(), file);
}
/** @type {Map<string, Set<string>>} */
const anchorCache = new Map();
/** @param {string} file */
const anchorsOf = (file) => {
  let anchors = anchorCache.get(file);
  if (!anchors) anchorCache.set(file, (anchors = headingAnchors(readFileSync(join(ROOT, file), 'utf8'))));
  return anchors;
};

/** @type {string[]} */
const failures = [];
const files = markdownFiles(process.argv.slice(2));
for (const file of files) {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const frontMatter = await frontMatterFailure(source, file);
  if (frontMatter) failures.push(frontMatter);
  let tree;
  try {
    tree = parseMdx(source);
  } catch (error) {
    failures.push(`${file}: MDX does not parse: ${/** @type {Error} */ (error).message}`);
    continue;
  }
  /** @param {any} node */
  const visit = (node) => {
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') {
      const problem = checkLink(file, node.url);
      if (problem) failures.push(`${file}:${node.position?.start.line ?? 0}: ${problem}`);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

/** @param {string} file @param {string} url @returns {string | null} */
function checkLink(file, url) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const [pathPart = '', anchor] = url.split('#');
  if (!pathPart) {
    return anchor && !anchorsOf(file).has(anchor) ? `no heading #${anchor} on this page` : null;
  }
  let target;
  if (pathPart.startsWith('/')) {
    const route = pathPart.replace(/\/$/, '').toLowerCase() || '/';
    if (OTHER_ROUTES.has(route) || route.startsWith('/blog')) return null;
    target = fileByRoute.get(route);
    if (!target) return `no page at route ${pathPart}`;
  } else {
    target = relative(ROOT, normalize(join(dirname(join(ROOT, file)), decodeURIComponent(pathPart))));
    // A translated page links to pages that may not be translated yet: the build falls back to the English file.
    if (!existsSync(join(ROOT, target))) target = englishFallback(target) ?? target;
    if (!/\.mdx?$/.test(target)) {
      return existsSync(join(ROOT, target)) ? null : `no file ${pathPart} (link to the .md file of the page)`;
    }
    if (!existsSync(join(ROOT, target))) return `no file ${pathPart} (resolved to ${target})`;
  }
  if (anchor && !anchorsOf(target).has(anchor)) return `no heading #${anchor} in ${target}`;
  return null;
}

/** @param {string} path @returns {string | undefined} */
function englishFallback(path) {
  const match = /^i18n\/[^/]+\/docusaurus-plugin-content-docs(?:-(accelerate|xpf))?\/current\/(.*)$/.exec(path);
  return match ? `${match[1] ?? 'docs'}/${match[2]}` : undefined;
}

for (const failure of failures) console.error(failure);
console.log(`check:md-links: ${files.length} files, ${failures.length} problems (front matter, links and anchors)`);
process.exit(failures.length ? 1 : 0);
