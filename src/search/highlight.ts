import { foldTerm, identifierWords, isCjkTerm } from './tokenize';
import { escapeHtml } from '../utils/escape-html';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

interface Range {
  start: number;
  end: number;
}

/** Finds the matched terms in original text; one per query, remembering texts that repeat across hits. */
export interface Matcher {
  ranges(text: string): Range[];
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * A matcher for the query's terms and the index terms they matched: case-insensitive, `е` also matching `ё`
 * (both sides folded), whole words matched from their start (prefix search), CJK terms anywhere. An index term
 * that merely extends a query term is covered by the prefix rule, so only typo matches add terms: a short prefix
 * can match hundreds of index terms. Words are compared with startsWith rather than one big regular expression,
 * which is what kept highlighting out of the one-frame budget of a keystroke.
 */
export function createMatcher(queryTerms: readonly string[], matchedTerms: readonly string[]): Matcher | null {
  const query = [...new Set(queryTerms.map(foldTerm).filter(Boolean))];
  const extra = matchedTerms.map(foldTerm).filter((term) => term && !query.some((q) => term.startsWith(q)));
  const terms = [...new Set([...query, ...extra])];
  if (terms.length === 0) return null;
  const cjk = terms.filter(isCjkTerm);
  const words = terms.filter((term) => !isCjkTerm(term));
  const cache = new Map<string, Range[]>();
  return {
    ranges(text) {
      let ranges = cache.get(text);
      if (!ranges) {
        ranges = merge([...wordRanges(text, words), ...substringRanges(text, cjk)]);
        cache.set(text, ranges);
      }
      return ranges;
    },
  };
}

function wordRanges(text: string, terms: readonly string[]): Range[] {
  if (terms.length === 0) return [];
  const ranges: Range[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = foldTerm(match[0]);
    // An identifier found by one of its words (`WindowStartupLocation` by "startup") is marked whole, as the index
    // matched it (./tokenize.ts). Only words with capitals can be identifiers: most words skip the split.
    const matches = (part: string) => terms.some((term) => part.startsWith(term));
    if (matches(word) || (word !== match[0] && identifierWords(match[0]).some((part) => matches(foldTerm(part))))) {
      ranges.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return ranges;
}

function substringRanges(text: string, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const term of terms) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + term.length)) {
      ranges.push({ start: at, end: at + term.length });
    }
  }
  return ranges;
}

/** Sorted, with overlapping or touching ranges joined. */
function merge(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
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
export function highlight(text: string, matcher: Matcher | null, tags: HighlightTags, queryTerms: readonly string[]): Highlighted {
  const ranges = matcher?.ranges(text) ?? [];
  const value = render(text, ranges, tags) + escapeHtml(text.slice(ranges.at(-1)?.end ?? 0));
  return { value, matchLevel: level(text, ranges, queryTerms), matchedWords: [...new Set(ranges.map((r) => text.slice(r.start, r.end)))] };
}

/** About `words` words of the text around the first match, escaped and highlighted, with ellipses where cut. */
export function snippet(
  text: string,
  matcher: Matcher | null,
  tags: HighlightTags,
  queryTerms: readonly string[],
  words: number,
  ellipsis = '…',
): Highlighted {
  const ranges = matcher?.ranges(text) ?? [];
  const wordStarts = [...text.matchAll(/\S+/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  if (wordStarts.length <= words) return highlight(text, matcher, tags, queryTerms);
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
