import { createRequire } from 'node:module';
import { transformSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withoutTranslatorNotes } = require('../translate-calls.cjs') as {
  withoutTranslatorNotes: (source: string, inlined?: ReadonlyMap<string, string>) => string;
};
const { withoutInlined } = require('../code-translations.cjs') as { withoutInlined: (source: string, inlinedIds: readonly string[]) => string };

/** What the loader receives: the module as SWC compiles it for the browser (JSX to `jsx()` calls, ES modules kept). */
const compiled = (tsx: string): string =>
  transformSync(tsx, {
    filename: 'Component.tsx',
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'es6' },
  }).code;

const COMPONENT = `
import Translate, { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
export default function Toggle({ mode }: { mode: string }) {
  const label = translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch ({mode})', description: 'The ARIA label for the toggle' }, { mode });
  const last = translate({ description: 'Note first', message: 'Close' });
  return (
    <button aria-label={label} title={last}>
      <Head><meta name="description" content="A page" /></Head>
      <Translate id="theme.NotFound.title" description="The title of the 404 page">Page Not Found</Translate>
      <Card description="Shown to readers" />
    </button>
  );
}
function Card({ description }: { description: string }) { return <p>{description}</p>; }
`;

describe('translate() and <Translate> in the browser build', () => {
  const output = withoutTranslatorNotes(compiled(COMPONENT));

  it('leaves out the description of translate() and of <Translate>', () => {
    expect(output).not.toContain('The ARIA label for the toggle');
    expect(output).not.toContain('Note first');
    expect(output).not.toContain('The title of the 404 page');
  });

  it('keeps the ids, the messages and every other description', () => {
    for (const kept of ['theme.colorToggle.ariaLabel', 'Switch ({mode})', 'Close', 'theme.NotFound.title', 'Page Not Found', 'Shown to readers', 'A page']) {
      expect(output).toContain(kept);
    }
  });

  it('still parses, whichever property the description was', () => {
    expect(() => compiled(output)).not.toThrow();
    expect(output).toMatch(/translate\(\{\s*message: ['"]Close['"]\s*\}\)/);
  });

  it('returns a module without translator notes unchanged', () => {
    const plain = compiled('export const page = { description: "Metadata the page reads" };');
    expect(withoutTranslatorNotes(plain)).toBe(plain);
  });

  it('names the loader when the module is not JavaScript it can read', () => {
    expect(() => withoutTranslatorNotes('const description = <div/>;')).toThrow();
  });
});

describe("UI strings translated in place (a locale's build)", () => {
  const inPlace = new Map([
    ['theme.colorToggle.ariaLabel', 'Переключить ({mode})'],
    ['theme.NotFound.title', '页面未找到'],
  ]);
  const translated = withoutTranslatorNotes(compiled(COMPONENT), inPlace);

  it('puts the translation where the English message was, in translate() and in <Translate>, without the id', () => {
    expect(translated).toMatch(/translate\(\{\s*message: "Переключить \(\{mode\}\)"\s*\}, \{/);
    expect(translated).toMatch(/children: "页面未找到"/);
    for (const gone of ['theme.colorToggle.ariaLabel', 'theme.NotFound.title', 'Switch ({mode})', 'Page Not Found', 'The title of the 404 page']) {
      expect(translated).not.toContain(gone);
    }
    // An id the locale does not translate keeps its English message.
    expect(translated).toMatch(/translate\(\{\s*message: ['"]Close['"]\s*\}\)/);
    expect(() => compiled(translated)).not.toThrow();
  });

  it('fails naming the id when the message is not a plain string it can replace', () => {
    const computed = compiled(`import { translate } from '@docusaurus/Translate';\nexport const label = (m: string) => translate({ id: 'theme.NotFound.title', message: m });`);
    expect(() => withoutTranslatorNotes(computed, inPlace)).toThrow(/"theme\.NotFound\.title".*plain string/);
  });

  it("leaves those ids out of the locale's map of translations, and keeps the others", () => {
    const map = JSON.stringify({ 'theme.NotFound.title': '页面未找到', 'theme.CodeBlock.copy': '复制' }, null, 2);
    expect(JSON.parse(withoutInlined(map, ['theme.NotFound.title']))).toEqual({ 'theme.CodeBlock.copy': '复制' });
  });
});
