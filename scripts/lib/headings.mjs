// @ts-check
// The anchor ids Docusaurus gives a page's headings: explicit {#id}, otherwise github-slugger of the text.
import GithubSlugger from 'github-slugger';

/**
 * @param {string} source Markdown text
 * @returns {Set<string>}
 */
export function headingAnchors(source) {
  const slugger = new GithubSlugger();
  const anchors = new Set();
  let fence = '';
  for (const line of source.split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1] ?? '';
      else if (line.trim().startsWith(fence)) fence = '';
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const headingText = heading[1] ?? '';
    const explicit = /\\?\{#([^}]+)\}\s*$/.exec(headingText) ?? /\{\/\*\s*#(\S+)\s*\*\/\}\s*$/.exec(headingText);
    if (explicit) {
      anchors.add(explicit[1] ?? '');
      continue;
    }
    const text = headingText.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '');
    anchors.add(slugger.slug(text));
  }
  return anchors;
}
