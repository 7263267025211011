import { describe, expect, it } from 'vitest';
import { idsStillNamed } from '../in-place-check';

describe('the check that every translated UI string went in place', () => {
  const ids = ['theme.docs.paginator.next', 'theme.SearchBar.label'];

  it('names each translated id a browser file still looks up, in either quote, with the file', () => {
    const files = [
      { name: 'assets/js/main.js', text: 'x.translate({id:"theme.SearchBar.label",message:"Search"})' },
      { name: 'assets/js/123.js', text: "t({id:'theme.docs.paginator.next'})" },
      { name: 'assets/js/456.js', text: 'jsx(T,{children:"Далее"})' },
    ];
    expect(idsStillNamed(files, ids)).toEqual([
      { id: 'theme.SearchBar.label', file: 'assets/js/main.js' },
      { id: 'theme.docs.paginator.next', file: 'assets/js/123.js' },
    ]);
  });

  it('does not take a longer id, or an id inside other text, for a translated one', () => {
    const files = [{ name: 'a.js', text: '"theme.docs.paginator.nextPage" "see theme.SearchBar.label"' }];
    expect(idsStillNamed(files, ids)).toEqual([]);
  });

  it('has nothing to check in the default locale, which translates nothing', () => {
    expect(idsStillNamed([{ name: 'a.js', text: '"theme.SearchBar.label"' }], [])).toEqual([]);
  });
});
