// What the EN badge of a search hit needs to know (./EnglishBadge.tsx, ./search-page-hits.ts): only the modal's and
// the search page's code imports it, not every page's entry (unlike ./record.ts).
import { SOURCE_LANGUAGE } from './record';

/** What the EN badge shows: the language's code, the same in every locale; its translated label says what it means. */
export const ENGLISH_BADGE_TEXT = 'EN';

/** Whether a hit shown in this locale is of a page the locale serves untranslated, in English: it gets an EN badge. */
export function isUntranslatedHit(hit: { content_language?: string }, locale: string): boolean {
  return hit.content_language === SOURCE_LANGUAGE && locale !== SOURCE_LANGUAGE;
}
