import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight as UpstreamHighlight, normalizeTokens } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { lightCodeTheme, darkCodeTheme } from '../../../config/code-themes';
import { Highlight, Prism, tokensToLines, type RenderProps } from '../highlight';
import { compactColour } from '../lines';
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

describe('slim Prism highlighter (src/code-highlighting)', () => {
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

    it(`colours each ${language} token for both modes as prism-react-renderer colours it in each theme`, () => {
      const colourModes = { light: lightCodeTheme, dark: darkCodeTheme };
      const ours = renderToStaticMarkup(createElement(Highlight, { code, language, theme: lightCodeTheme, colourModes, children: render }));
      const upstream = (theme: typeof lightCodeTheme) =>
        renderToStaticMarkup(createElement(UpstreamHighlight, { code, language, theme, prism: Prism as never, children: render as never }));
      // Each token's inline style: ours holds both modes' values, upstream one theme's.
      const styles = (html: string) => [...html.matchAll(/<span class="token[^"]*"(?: style="([^"]*)")?/g)].map((match) => match[1] ?? '');
      const value = (style: string, property: string) => new RegExp(`(?:^|;)${property}:([^;]+)`).exec(style)?.[1];
      const [light, dark] = [styles(upstream(lightCodeTheme)), styles(upstream(darkCodeTheme))];
      const both = styles(ours);
      expect(both).toHaveLength(light.length);
      both.forEach((style, i) => {
        expect([i, value(style, '--l'), value(style, '--ls')]).toEqual([i, compactColour(value(light[i]!, 'color')), value(light[i]!, 'font-style')]);
        expect([i, value(style, '--d'), value(style, '--ds')]).toEqual([i, compactColour(value(dark[i]!, 'color')), value(dark[i]!, 'font-style')]);
      });
      // Lines take the plain colour from the block, which the theme sets for the reader's mode.
      expect(ours).not.toMatch(/class="token-line[^"]*" style="color/);
    });
  }

  it('writes rgb() colours as hex, and leaves others as they are', () => {
    expect(compactColour('rgb(78, 201, 176)')).toBe('#4ec9b0');
    expect(compactColour('rgb(0,0,159)')).toBe('#00009f');
    expect(compactColour('#6a737d')).toBe('#6a737d');
    expect(compactColour('italic')).toBe('italic');
  });

  it('highlights XAML attribute values as tokens, so samples are coloured', () => {
    const html = renderToStaticMarkup(
      createElement(Highlight, { code: '<Button Content="Save" />', language: 'XML', theme: lightCodeTheme, children: render }),
    );
    expect(html).toContain('class="token tag attr-value"');
    expect(html).toContain('language-xml');
  });
});
