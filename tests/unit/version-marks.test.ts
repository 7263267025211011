import { describe, expect, it } from 'vitest';
import { versionMarks } from '../../scripts/lib/version-marks.mjs';

const page = (body: string) => `---\ntitle: A page\ndescription: About something.\n---\n\n${body}`;
const fence = (code: string) => '```csharp\n' + code + '\n```';

/** The versions that govern each sample of the page, by its first code line. */
function governingVersions(source: string): Record<number, string[]> {
  const { governing } = versionMarks(source);
  return Object.fromEntries([...governing].map(([line, marks]) => [line, marks.map((mark) => mark.version)]));
}

describe('version marks read from <MinVersion />', () => {
  it('a badge in a heading claims the whole section, subsections included, and nothing after it', () => {
    const source = page([
      '## XY focus <MinVersion version="11.1" /> \\{#xy-focus}', '', fence('a();'), '',
      '### Deeper', '', fence('b();'), '',
      '## Next', '', fence('c();'),
    ].join('\n'));
    expect(governingVersions(source)).toEqual({ 9: ['11.1'], 15: ['11.1'], 21: [] });
    const [mark] = versionMarks(source).marks;
    expect(mark).toMatchObject({ version: '11.1', line: 6, heading: true, text: 'XY focus <MinVersion version="11.1" />' });
  });

  it('a badge in running text governs the samples after it in its section, not those before', () => {
    const source = page([
      '## Clipboard', '', fence('before();'), '',
      '<MinVersion version="11.3.7" /> The data transfer API reads every format at once.', '', fence('after();'), '',
      '## Other', '', fence('other();'),
    ].join('\n'));
    expect(governingVersions(source)).toEqual({ 9: [], 15: ['11.3.7'], 21: [] });
    expect(versionMarks(source).marks).toEqual([
      expect.objectContaining({ version: '11.3.7', line: 12, text: expect.stringMatching(/^<MinVersion version="11.3.7" \/> The data/) }),
    ]);
  });

  it('a badge in a table row marks the samples after the table, as a mark in text does', () => {
    const source = page([
      '## Properties', '',
      '| Property | Description |', '| --- | --- |', '| `Value` | The number. |',
      '| `ItemSpacing` <MinVersion version="11.3" /> | Space between items. |', '', fence('panel.ItemSpacing = 4;'),
    ].join('\n'));
    expect(governingVersions(source)).toEqual({ 14: ['11.3'] });
    expect(versionMarks(source).marks[0]).toMatchObject({ version: '11.3', line: 8 });
  });

  it('a badge on a line of its own marks what follows it', () => {
    const source = page(['## Section', '', '<MinVersion version="11.2" />', '', fence('x();')].join('\n'));
    expect(governingVersions(source)).toEqual({ 11: ['11.2'] });
  });

  it('a badge without a usable version is reported at its line, not read as a mark', () => {
    const source = page([
      'Text <MinVersion version="11" /> here.', '', '<MinVersion />', '', 'And <MinVersion version="11.0" />.',
    ].join('\n'));
    const { marks, problems } = versionMarks(source);
    expect(marks).toEqual([]);
    expect(problems).toEqual([
      { line: 6, message: expect.stringContaining('<MinVersion version="11" />: the version must be 11.0.5 or later') },
      { line: 8, message: expect.stringContaining('<MinVersion /> needs a version') },
      { line: 10, message: expect.stringContaining('<MinVersion version="11.0" />') },
    ]);
  });

  it('prose marks are still read', () => {
    const source = page(['## Spacing (Avalonia 11.3 and later)', '', fence('a();'), '', 'From 11.2, it also works.', '', fence('b();')].join('\n'));
    expect(governingVersions(source)).toEqual({ 9: ['11.3'], 15: ['11.3', '11.2'] });
  });
});
