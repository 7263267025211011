/**
 * One tokenizer for indexing (Node, at build time) and for queries (browser), so both sides agree.
 * - Latin and Cyrillic words: lower-cased, `ё` folded to `е`, diacritics kept out of the way.
 * - CJK runs: character bigrams, plus single characters in the index so that a one-character query matches.
 *   Intl.Segmenter is avoided on purpose: its word splits differ between browsers and Node.
 */

export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
export const TOKEN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+|[\p{L}\p{N}_]+(?:[.'’][\p{L}\p{N}_]+)*/gu;

/** Case and `ё` folding; the same for every script. */
export function foldTerm(term: string): string {
  return term.toLowerCase().replace(/ё/g, 'е');
}

function cjkTokens(run: string, forQuery: boolean): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const bigrams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) bigrams.push(chars[i]! + chars[i + 1]!);
  return forQuery ? bigrams : [...bigrams, ...chars];
}

/** The words of a CamelCase identifier (`UIThread` gives `UI`, `Thread`), or none when it is one word. */
export const IDENTIFIER_WORD = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

export function identifierWords(token: string): string[] {
  const words = token.match(IDENTIFIER_WORD) ?? [];
  return words.length > 1 ? words : [];
}

/** `Dispatcher.UIThread` is also found by `UIThread`; `x:DataType` by `DataType`. */
function dottedParts(token: string): string[] {
  return /[.'’]/.test(token) ? token.split(/[.'’]/).filter(Boolean) : [];
}

export const tokenizeForIndex = (text: string): string[] => {
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (CJK.test(token)) {
      tokens.push(...cjkTokens(token, false));
    } else {
      const parts = dottedParts(token);
      // The whole identifier and its words: `WindowStartupLocation` is found by itself and by "startup location".
      tokens.push(token, ...parts);
      for (const part of parts.length > 0 ? parts : [token]) tokens.push(...identifierWords(part));
    }
  }
  return tokens;
};

/**
 * A word of a query, and the words of an identifier (`DataContext`: `Data`, `Context`). A page matches the word
 * either way: by the identifier, or by every one of its words, as a title written in words ("Data Context") has
 * them.
 */
export interface QueryWord {
  term: string;
  words: string[];
}

export function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (CJK.test(token)) {
      for (const term of cjkTokens(token, true)) words.push({ term, words: [] });
      continue;
    }
    const parts = dottedParts(token);
    words.push({ term: token, words: parts.length > 0 ? [] : identifierWords(token) });
    for (const part of parts) words.push({ term: part, words: identifierWords(part) });
  }
  return words;
}

/** Every term a query may look up: its words, and the words of its identifiers. */
export const tokenizeQuery = (text: string): string[] => queryWords(text).flatMap(({ term, words }) => [term, ...words]);
export const isCjkTerm = (term: string): boolean => CJK.test(term);
