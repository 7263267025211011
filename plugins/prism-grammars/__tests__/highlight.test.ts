import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight as UpstreamHighlight, normalizeTokens } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { lightCodeTheme, darkCodeTheme } from '../../../config/code-themes';
import { Highlight, Prism, tokensToLines, type RenderProps } from '../highlight';
import { codeLanguages } from '../../../config/code-languages.mjs';

// The grammars the site lists in themeConfig.prism.additionalLanguages, loaded the way the theme loads them.
for (const lang of codeLanguages) {
  require(`prismjs/components/prism-${lang}`);
}

const SAMPLES: Array<[string, string]> = [
  [
    'xml',
    `<Window xmlns="https://github.com/avaloniaui"\n        Title="Demo">\n\n  <!-- a comment -->\n  <Button Content="{Binding Name}" />\n</Window>\n`,
  ],
  ['csharp', `using Avalonia;\n\npublic partial class App : Application\n{\n    private string _s = $"n={1 + 2}";\n}`],
  ['bash', `dotnet new install Avalonia.Templates::11.3.12\n# comment\necho "$HOME"`],
  ['powershell', `$cert = New-SelfSignedCertificate -Type CodeSigningCert\n`],
  ['json', `{ "msbuild-sdks": { "Xpf.Sdk": "1.6.2" } }`],
  ['text', `no grammar\n\nat all`],
];

// Renders the way Docusaurus's CodeBlock does: one element per line, one span per token.
const render = ({ tokens, className, style, getLineProps, getTokenProps }: RenderProps): ReactNode =>
  createElement(
    'pre',
    { className, style },
    tokens.map((line, i) =>
      createElement(
        'div',
        { key: i, ...getLineProps({ line, className: 'extra' }) },
        line.map((token, k) => createElement('span', { key: k, ...getTokenProps({ token }) })),
      ),
    ),
  );

describe('slim Prism highlighter (plugins/prism-grammars)', () => {
  for (const [language, code] of SAMPLES) {
    it(`splits ${language} into the same lines and tokens as prism-react-renderer`, () => {
      const grammar = Prism.languages[language];
      const stream = grammar ? Prism.tokenize(code, grammar) : [code];
      expect(tokensToLines(stream)).toEqual(normalizeTokens(stream as Parameters<typeof normalizeTokens>[0]));
    });

    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      it(`renders ${language} markup identical to prism-react-renderer (${theme === lightCodeTheme ? 'light' : 'dark'})`, () => {
        const ours = renderToStaticMarkup(createElement(Highlight, { code, language, theme, children: render }));
        const upstream = renderToStaticMarkup(
          createElement(UpstreamHighlight, { code, language, theme, prism: Prism as never, children: render as never }),
        );
        expect(ours).toBe(upstream);
      });
    }
  }

  it('highlights XAML attribute values as tokens, so samples are coloured', () => {
    const html = renderToStaticMarkup(
      createElement(Highlight, { code: '<Button Content="Save" />', language: 'XML', theme: lightCodeTheme, children: render }),
    );
    expect(html).toContain('class="token tag attr-value"');
    expect(html).toContain('language-xml');
  });
});
