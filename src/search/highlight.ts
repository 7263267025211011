import { foldTerm, isCjkTerm } from './tokenize';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every string a hit carries ends up as HTML in the DocSearch modal: only our own tags may be markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern finding the matched terms in the original text: case-insensitive, `е` also matching `ё`,
 * words matched from their start (prefix search), CJK terms anywhere.
 */
export function matchPattern(terms: readonly string[]): RegExp | null {
  const unique = [...new Set(terms.map(foldTerm).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  const parts = unique.map((term) => {
    const body = escapeRegExp(term).replace(/е/g, '[её]');
    return isCjkTerm(term) ? body : `(?<![\\p{L}\\p{N}_])${body}[\\p{L}\\p{N}_]*`;
  });
  return new RegExp(parts.join('|'), 'giu');
}

interface Range {
  start: number;
  end: number;
}

function findRanges(text: string, pattern: RegExp | null): Range[] {
  if (!pattern) return [];
  const ranges: Range[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    const start = match.index;
    const last = ranges.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, start + match[0].length);
    else ranges.push({ start, end: start + match[0].length });
  }
  return ranges;
}

function render(text: string, ranges: Range[], tags: HighlightTags, offset = 0): string {
  let html = '';
  let position = offset;
  for (const range of ranges) {
    html += escapeHtml(text.slice(position, range.start)) + tags.pre + escapeHtml(text.slice(range.start, range.end)) + tags.post;
    position = range.end;
  }
  return html;
}

function level(text: string, ranges: Range[], queryTerms: readonly string[]): Highlighted['matchLevel'] {
  if (ranges.length === 0) return 'none';
  const folded = foldTerm(text);
  return queryTerms.every((term) => folded.includes(foldTerm(term))) ? 'full' : 'partial';
}

/** The whole text, escaped, with matches wrapped in the highlight tags. */
export function highlight(text: string, pattern: RegExp | null, tags: HighlightTags, queryTerms: readonly string[]): Highlighted {
  const ranges = findRanges(text, pattern);
  const value = render(text, ranges, tags) + escapeHtml(text.slice(ranges.at(-1)?.end ?? 0));
  return { value, matchLevel: level(text, ranges, queryTerms), matchedWords: [...new Set(ranges.map((r) => text.slice(r.start, r.end)))] };
}

/** About `words` words of the text around the first match, escaped and highlighted, with ellipses where cut. */
export function snippet(
  text: string,
  pattern: RegExp | null,
  tags: HighlightTags,
  queryTerms: readonly string[],
  words: number,
  ellipsis = '…',
): Highlighted {
  const ranges = findRanges(text, pattern);
  const wordStarts = [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  if (wordStarts.length <= words) return highlight(text, pattern, tags, queryTerms);
  const firstMatch = ranges[0]?.start ?? 0;
  let centre = wordStarts.findIndex((word) => word.end > firstMatch);
  if (centre < 0) centre = 0;
  const from = Math.max(0, Math.min(centre - Math.floor(words / 3), wordStarts.length - words));
  const to = Math.min(wordStarts.length, from + words);
  let start = wordStarts[from]!.start;
  let end = wordStarts[to - 1]!.end;
  // A CJK sentence has no spaces: keep the window to a readable number of characters around the match.
  if (end - start > words * 12) {
    start = Math.max(0, firstMatch - words * 3);
    end = Math.min(text.length, firstMatch + words * 6);
  }
  const inside = ranges
    .filter((r) => r.end > start && r.start < end)
    .map((r) => ({ start: Math.max(r.start, start), end: Math.min(r.end, end) }));
  const body = render(text, inside, tags, start) + escapeHtml(text.slice(inside.at(-1)?.end ?? start, end));
  return {
    value: (start > 0 ? ellipsis : '') + body + (end < text.length ? ellipsis : ''),
    matchLevel: level(text, ranges, queryTerms),
    matchedWords: [...new Set(inside.map((r) => text.slice(r.start, r.end)))],
  };
}
