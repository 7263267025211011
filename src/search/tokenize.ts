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
export function identifierWords(token: string): string[] {
  const words = token.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? [];
  return words.length > 1 ? words : [];
}

function tokenize(text: string, forQuery: boolean): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (CJK.test(token)) {
      tokens.push(...cjkTokens(token, forQuery));
    } else {
      tokens.push(token);
      // `Dispatcher.UIThread` is also found by `UIThread`; `x:DataType` by `DataType`.
      const parts = /[.'’]/.test(token) ? token.split(/[.'’]/).filter(Boolean) : [];
      tokens.push(...parts);
      // Readers type an API's words: `WindowStartupLocation` is also found by "startup location". Queries keep an
      // identifier whole, so a typed `SelectedItem` still asks for exactly that.
      if (!forQuery) for (const part of parts.length > 0 ? parts : [token]) tokens.push(...identifierWords(part));
    }
  }
  return tokens;
}

export const tokenizeForIndex = (text: string): string[] => tokenize(text, false);
export const tokenizeQuery = (text: string): string[] => tokenize(text, true);
export const isCjkTerm = (term: string): boolean => CJK.test(term);
