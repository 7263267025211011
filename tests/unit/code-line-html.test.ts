import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import clsx from 'clsx';
import { describe, expect, it } from 'vitest';
import type { Props } from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import Line from '../../src/theme/CodeBlock/Line';
import { styleText, tokenHtml } from '../../src/theme/CodeBlock/Line/line-html';
import { Prism, tokensToLines } from '../../src/code-highlighting/highlight';
import { propGetters } from '../../src/code-highlighting/lines';
import { lightCodeTheme, darkCodeTheme } from '../../config/code-themes';
import { codeLanguages } from '../../config/code-languages.mjs';

// The site's grammars, in the order the theme loads them (C# extends clike).
for (const lang of codeLanguages) require(`prismjs/components/prism-${lang}`);

/** Docusaurus 3.10.2's CodeBlock/Line and Line/Token, as React elements: the markup the HTML lines must match. */
function upstreamLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = lineProp.length === 1 && lineProp[0]!.content === '\n' ? [{ ...lineProp[0]!, content: '' }] : lineProp;
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && styles.codeLine) });
  const tokens = line.map((token, key) => createElement('span', { key, ...getTokenProps({ token }) }));
  const content = showLineNumbers
    ? createElement(Fragment, null, createElement('span', { className: styles.codeLineNumber }), createElement('span', { className: styles.codeLineContent }, tokens))
    : tokens;
  return createElement('div', lineProps, content, createElement('br'));
}

const CODE = `// Quotes, "strings", 'chars' & <generics>\n\nvar map = new Dictionary<string, int> { ["a&b"] = 1 };\n  \n}`;
const lines = tokensToLines(Prism.tokenize(CODE, Prism.languages.csharp!));
const bothModes = propGetters(lightCodeTheme, 'csharp', { light: lightCodeTheme, dark: darkCodeTheme });
const plain = propGetters({ plain: {}, styles: [] }, 'text', undefined);

function markup(render: (props: Props) => ReactNode, props: Omit<Props, 'line'>): string {
  const html = lines.map((line) => renderToStaticMarkup(createElement(() => render({ ...props, line }))));
  return html.join('\n').replaceAll('<br/>', '<br>');
}

describe('code lines written as HTML (src/theme/CodeBlock/Line)', () => {
  const cases: [string, Omit<Props, 'line'>][] = [
    ['highlighted in both colour modes', { ...bothModes, classNames: undefined, showLineNumbers: false } as Omit<Props, 'line'>],
    ['numbered, with a magic-comment class', { ...bothModes, classNames: ['theme-code-block-highlighted-line'], showLineNumbers: true } as Omit<Props, 'line'>],
    ['plain, before Prism has loaded', { ...plain, classNames: undefined, showLineNumbers: false } as Omit<Props, 'line'>],
  ];
  for (const [name, props] of cases) {
    it(`renders the same markup as Docusaurus's line components: ${name}`, () => {
      const ours = markup((p) => createElement(Line, p), props);
      expect(ours).toBe(markup(upstreamLine, props));
      // The sample's markup characters are text, not elements.
      expect(ours).toContain('&lt;generics&gt;');
    });
  }

  it('escapes text and attributes as React does', () => {
    expect(tokenHtml({ className: 'token "x"', children: `a<b>&'"` })).toBe('<span class="token &quot;x&quot;">a&lt;b&gt;&amp;&#x27;&quot;</span>');
  });

  it('writes custom properties as they are and other properties in kebab case, and refuses numbers', () => {
    expect(styleText({ '--l': '#fff', fontStyle: 'italic', display: undefined } as never)).toBe('--l:#fff;font-style:italic');
    expect(() => styleText({ opacity: 0.5 })).toThrow(/opacity is not a string/);
  });
});
