import { describe, expect, it } from 'vitest';
import { frontMatterProblem } from '../../scripts/lib/front-matter.mjs';

describe("the writers' front matter check", () => {
  it('names the line of a YAML mistake, counted in the whole file', async () => {
    const source = ['---', 'title: Привязка данных', 'description: Узнайте: как это работает', '---', '', 'Text.', ''].join('\n');
    expect(await frontMatterProblem(source, 'ru/page.md')).toEqual({ line: 3, message: 'bad indentation of a mapping entry' });
  });

  it('passes front matter the build reads, and a page without any', async () => {
    const quoted = ['---', 'title: Data binding', 'description: "Learn: how it works"', 'sidebar_position: 2', '---', 'Text.'].join('\n');
    expect(await frontMatterProblem(quoted, 'page.md')).toBeNull();
    expect(await frontMatterProblem('Just text.\n', 'page.md')).toBeNull();
  });
});
