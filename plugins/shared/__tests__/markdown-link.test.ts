import { describe, expect, it } from 'vitest';
import { markdownFileLink } from '../markdown-link';

describe('markdownFileLink', () => {
  it('names the Markdown file of a relative or @site link, decoded, with its fragment or query', () => {
    expect(markdownFileLink('../basics/index.md#styles')).toEqual({ path: '../basics/index.md', suffix: '#styles' });
    expect(markdownFileLink('./data%20binding.mdx')).toEqual({ path: './data binding.mdx', suffix: '' });
    expect(markdownFileLink('@site/docs/welcome.md?tab=xaml')).toEqual({ path: '@site/docs/welcome.md', suffix: '?tab=xaml' });
    expect(markdownFileLink('page.MD')).toEqual({ path: 'page.MD', suffix: '' });
  });

  it('leaves every other link alone: addresses, fragments, routes, other files', () => {
    for (const url of ['https://example.com/readme.md', 'mailto:team@example.com', '#readme.md', '/docs/welcome', './diagram.png', './notes.md.txt']) {
      expect(markdownFileLink(url), url).toBeUndefined();
    }
  });
});
