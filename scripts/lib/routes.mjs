// @ts-check
// Maps a docs source file to the route Docusaurus gives it (English sources and their translations).

/**
 * @param {string} file repo-relative path, e.g. docs/basics/index.md or i18n/ru/docusaurus-plugin-content-docs/current/faq.md
 * @returns {string | null} the route without locale prefix, or null when the file is not a docs page
 */
export function routeOfFile(file) {
  const normalized = file.replace(/\\/g, '/');
  const i18n = /^i18n\/[^/]+\/docusaurus-plugin-content-docs(?:-(accelerate|xpf))?\/current\/(.*)$/.exec(normalized);
  const [area, rest] = i18n
    ? [i18n[1] ?? 'docs', i18n[2]]
    : (/^(docs|accelerate|xpf)\/(.*)$/.exec(normalized)?.slice(1) ?? []);
  if (!area || rest === undefined || !/\.mdx?$/.test(rest)) return null;
  if (rest.split('/').some((part) => part.startsWith('_'))) return null;
  const parts = rest.replace(/\.mdx?$/, '').split('/');
  const last = parts.at(-1) ?? '';
  if (/^(index|readme)$/i.test(last) || (parts.length > 1 && last === parts.at(-2))) parts.pop();
  return `/${[area, ...parts].join('/')}`;
}
