import { describe, expect, it } from 'vitest';
import { areasToPreload, parseSearchPageState, searchPageSearch } from '../../src/search/search-page-state';

describe('search page state', () => {
  it('reads the query and area from the URL, defaulting to the framework docs, and writes them back', () => {
    expect(parseSearchPageState('?q=binding')).toEqual({ query: 'binding', area: 'avalonia' });
    expect(parseSearchPageState('?q=x&area=xpf')).toEqual({ query: 'x', area: 'xpf' });
    expect(parseSearchPageState('?q=x&area=nonsense').area).toBe('avalonia');
    expect(searchPageSearch({ query: 'a b', area: 'avalonia' })).toBe('?q=a+b');
    expect(searchPageSearch({ query: '', area: 'all' })).toBe('?area=all');
  });

  it('preloads the indexes a /search URL with a query will need, in every locale, and nothing elsewhere', () => {
    expect(areasToPreload({ pathname: '/search', search: '?q=binding' }, '/')).toEqual(['avalonia']);
    expect(areasToPreload({ pathname: '/ru/search', search: '?q=x&area=xpf' }, '/ru/')).toEqual(['xpf']);
    expect(areasToPreload({ pathname: '/search', search: '?q=x&area=all' }, '/')).toEqual(['avalonia', 'accelerate', 'xpf']);
    expect(areasToPreload({ pathname: '/search', search: '' }, '/')).toEqual([]);
    expect(areasToPreload({ pathname: '/search', search: '?q=%20' }, '/')).toEqual([]);
    expect(areasToPreload({ pathname: '/docs/welcome', search: '?q=binding' }, '/')).toEqual([]);
    expect(areasToPreload({ pathname: '/ru/search', search: '?q=x' }, '/')).toEqual([]);
  });
});
