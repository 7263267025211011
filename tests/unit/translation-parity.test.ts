import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkTranslations,
  comparableLines,
  englishSourceOf,
  gitBlobSha,
  mermaidStructure,
  missingBlobs,
  pageFacts,
  readGlossaries,
  variantPattern,
} from '../../scripts/lib/translation-parity.mjs';

const ROOT = join(__dirname, '..', '..');
const FIXTURES = 'tests/unit/fixtures/translation-parity';
const ENGLISH = `${FIXTURES}/en/page.md`;
const glossaries = readGlossaries(ROOT, ['ru', 'zh-Hans']);

/** The failures of fixture translations of en/page.md, e.g. check(['ru', 'faulty']). */
function check(...pages: [locale: string, name: string][]): string[] {
  return checkTranslations({
    root: ROOT,
    glossaries,
    pages: pages.map(([locale, name]) => ({ file: `${FIXTURES}/${locale}/${name}.md`, englishFile: ENGLISH, locale })),
  }).failures;
}

describe('translation parity check', () => {
  it('passes translations whose prose, comments, alt text and Mermaid labels are translated', () => {
    expect(check(['ru', 'page'], ['zh-Hans', 'page'])).toEqual([]);
  });

  it('stamps the fixtures with the English fixture as it is (git hash-object, computed without git)', () => {
    const english = readFileSync(join(ROOT, ENGLISH), 'utf8');
    const sha = gitBlobSha(english);
    expect(sha).toBe(execFileSync('git', ['hash-object', ENGLISH], { cwd: ROOT, encoding: 'utf8' }).trim());
    expect(readFileSync(join(ROOT, FIXTURES, 'ru/page.md'), 'utf8')).toContain(`translated_from: ${sha}`);
  });

  describe('a faulty translation', () => {
    const failures = check(['ru', 'faulty']);
    const file = `${FIXTURES}/ru/faulty.md`;
    const at = (line: number, message: string) => `${file}:${line}: ${message}`;

    it('reports a changed code line at that line, with the English line', () => {
      expect(failures).toContain(
        at(16, `code differs from the English: "private string _name = \\"Мир\\";", the English has "private string _name = \\"World\\";" (${ENGLISH}:15)`),
      );
    });

    it('reports a changed Mermaid edge, though not the translated labels', () => {
      expect(failures).toContain(at(42, `diagram structure differs from the English: "B --> VM", the English has "B --> T" (${ENGLISH}:44)`));
    });

    it('reports a changed heading id', () => {
      expect(failures).toContain(at(27, `heading id #binding-the-view, the English heading has #bind-the-view (${ENGLISH}:27)`));
    });

    it('reports a dropped heading where it belongs', () => {
      expect(failures).toContain(at(39, `heading #how-the-value-flows ("How the value flows") is missing before this line (${ENGLISH}:39)`));
    });

    it('reports a lost link at its section', () => {
      expect(failures).toContain(at(59, `link to "./data-context.md" is missing in this section (${ENGLISH}:65)`));
    });

    it('reports a changed image', () => {
      expect(failures).toContain(at(37, `image "./img/greeting-ru.png", the English has image "./img/greeting.png" here (${ENGLISH}:37)`));
    });

    it('reports a dropped admonition after what precedes it', () => {
      expect(failures).toContain(at(55, `:::warning admonition is missing after this line (${ENGLISH}:59)`));
    });

    it('reports a translated_from that names no git object', () => {
      expect(failures).toContain(
        at(4, `translated_from 0123456789abcdef0123456789abcdef01234567 names no object git has: it must be git hash-object of a committed version of ${ENGLISH}`),
      );
    });

    it('reports Russian glossary variants in any case and inflection', () => {
      expect(failures).toContain(at(7, 'uses "связывании", the glossary term is "привязка данных"'));
      expect(failures).toContain(at(57, 'uses "Контролы", the glossary term is "элемент управления"'));
    });

    it('reports nothing else: every fault once', () => {
      expect(failures).toHaveLength(10);
    });
  });

  it('reports a translation without translated_from', () => {
    expect(check(['ru', 'unstamped'])).toEqual([
      `${FIXTURES}/ru/unstamped.md:1: no translated_from in the front matter: add translated_from: <git hash-object ${ENGLISH}>`,
    ]);
  });

  it('reports an English heading whose derived id comes from code, at the English line', () => {
    const failures = checkTranslations({
      root: ROOT,
      glossaries,
      pages: [{ file: `${FIXTURES}/ru/odd-heading.md`, englishFile: `${FIXTURES}/en/odd-heading.md`, locale: 'ru' }],
    }).failures;
    expect(failures).toEqual([
      `${FIXTURES}/en/odd-heading.md:7: heading "Declaring the type with x:DataType" derives its id #declaring-the-type-with-xdatatype ` +
        'from code or punctuation: end it with an explicit \\{#declaring-the-type-with-xdatatype} (the same id, so no link changes)',
    ]);
  });

  it('reports a <MinVersion /> badge whose version differs from the English, or that the translation drops', () => {
    const badges = (locale: string) => checkTranslations({
      root: ROOT,
      glossaries,
      pages: [{ file: `${FIXTURES}/${locale}/badges.md`, englishFile: `${FIXTURES}/en/badges.md`, locale }],
    }).failures;
    expect(badges('zh-Hans')).toEqual([]);
    expect(badges('ru')).toEqual([
      `${FIXTURES}/ru/badges.md:7: <MinVersion /> of version "11.2", the English has <MinVersion /> of version "11.1" here (${FIXTURES}/en/badges.md:6)`,
      `${FIXTURES}/ru/badges.md:11: <MinVersion /> of version "11.3" is missing in this section (${FIXTURES}/en/badges.md:14)`,
    ]);
  });

  it('reports Chinese glossary variants in prose, not in code or inline code, the longest match once', () => {
    expect(check(['zh-Hans', 'faulty'])).toEqual([
      `${FIXTURES}/zh-Hans/faulty.md:7: uses "資料繫結", the glossary term is "数据绑定"`,
      `${FIXTURES}/zh-Hans/faulty.md:61: uses "控制项", the glossary term is "控件"`,
    ]);
  });
});

describe('translation parity parts', () => {
  it('maps a translated page to its English source in each area', () => {
    expect(englishSourceOf('i18n/ru/docusaurus-plugin-content-docs/current/basics/index.md')).toEqual({ locale: 'ru', englishFile: 'docs/basics/index.md' });
    expect(englishSourceOf('i18n/zh-Hans/docusaurus-plugin-content-docs-xpf/current/welcome.md')).toEqual({ locale: 'zh-Hans', englishFile: 'xpf/welcome.md' });
    expect(englishSourceOf('i18n/ru/glossary.md')).toBeNull();
  });

  it('asks git once which stamps name no blob', () => {
    const committed = execFileSync('git', ['rev-parse', 'HEAD:package.json'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const tree = execFileSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const bogus = '0123456789abcdef0123456789abcdef01234567';
    expect(missingBlobs([committed, tree, bogus], ROOT)).toEqual(new Set([tree, bogus]));
  });

  it('derives heading ids as Docusaurus does and flags ids taken from code or punctuation', () => {
    const { headings } = pageFacts('## Using x:DataType\n\n## Plain words\n\n## Plain words\n\n## Named \\{#named}\n\n### Also named {#also}\n');
    expect(headings.map(({ id, explicit, odd, depth }) => ({ id, explicit, odd, depth }))).toEqual([
      { id: 'using-xdatatype', explicit: false, odd: true, depth: 2 },
      { id: 'plain-words', explicit: false, odd: false, depth: 2 },
      { id: 'plain-words-1', explicit: false, odd: true, depth: 2 },
      { id: 'named', explicit: true, odd: false, depth: 2 },
      { id: 'also', explicit: true, odd: false, depth: 3 },
    ]);
  });

  it('compares code without comments, keeping comment markers inside strings', () => {
    const lines = (lang: string, value: string) => comparableLines({ lang, meta: '', value, line: 1, end: 1 }).map((l) => l.text);
    expect(lines('csharp', 'var url = "http://x"; // a comment\n/* block\n comment */\nvar c = \'/\';')).toEqual(['var url = "http://x";', "var c = '/';"]);
    expect(lines('xml', '<!-- note -->\n<Button Content="Click" /> <!-- trailing -->')).toEqual(['<Button Content="Click" />']);
    expect(lines('bash', '# install\ndotnet new avalonia.app -o "My #1 App" # create')).toEqual(['dotnet new avalonia.app -o "My #1 App"']);
  });

  it('reads the structure of Mermaid diagrams without their labels', () => {
    expect(mermaidStructure('    A["Label: x"] -- "edge text" --> B(("Round"))')).toBe('A --> B');
    expect(mermaidStructure('C -- Нет, только новый внешний вид --> S[Стиль]')).toBe('C --> S');
    expect(mermaidStructure('F -->|desktop| G[Set MainWindow]')).toBe('F --> G');
    expect(mermaidStructure('participant P as Parent panel')).toBe('participant P');
    expect(mermaidStructure('P->>C: Measure(availableSize)')).toBe('P->>C:');
    expect(mermaidStructure('Note over W,B: Tunnel phase')).toBe('Note over W,B:');
    expect(mermaidStructure('subgraph Logical["Logical tree"]')).toBe('subgraph Logical');
  });

  it('matches Russian variants as whole words in any case, е and ё alike', () => {
    const matches = (variant: string, text: string) => [...text.matchAll(variantPattern(variant))].map((m) => m[0]);
    expect(matches('контрол', 'Контрол, контроль и контролировать')).toEqual(['Контрол']);
    expect(matches('контролы', 'КОНТРОЛЫ и контролышко')).toEqual(['КОНТРОЛЫ']);
    expect(matches('связывани*', 'Связыванием данных; самосвязывание')).toEqual(['Связыванием']);
    expect(matches('прикреплённ* свойств*', 'прикрепленные\nсвойства')).toEqual(['прикрепленные\nсвойства']);
    expect(matches('元件', '使用元件和组件')).toEqual(['元件']);
  });

  it('reads the glossaries of both locales, with the terms the brief names', () => {
    const terms = (locale: string) => Object.fromEntries((glossaries[locale] ?? []).map((e) => [e.english, e]));
    const ru = terms('ru');
    expect(ru['data binding']?.term).toBe('привязка данных');
    expect(ru['control']?.variants.map((v) => v.text)).toEqual(expect.arrayContaining(['контрол', 'контрола', 'контролы', 'контролов']));
    const zh = terms('zh-Hans');
    expect(zh['control']?.term).toBe('控件');
    expect(zh['attached property']?.variants.map((v) => v.text)).toEqual(expect.arrayContaining(['附加屬性', '依附属性']));
  });
});
