import { REPOSITORY_URL } from '@site/config/site';

/** Snippets are 10 words, 5 on screens up to 768 px wide. */
export function snippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

export function searchPageUrl(searchPage: string, query: string): string {
  return `${searchPage}?q=${encodeURIComponent(query)}`;
}

/** The no-results screen's "Let us know." opens a prefilled issue on the docs repository. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query}"`;
  const body = `I searched the docs for \`${query}\` and expected to find a page about it.\n\nWhat I was looking for:\n`;
  return `${REPOSITORY_URL}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=search`;
}
