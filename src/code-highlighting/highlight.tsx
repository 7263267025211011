// The subset of prism-react-renderer's API that Docusaurus uses (`Highlight`, `Prism`), over Prism core alone.
// Aliased in by plugins/prism-grammars; grammars come from `themeConfig.prism.additionalLanguages`.
import './prism-manual-mode';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import PrismCore from 'prismjs/components/prism-core';
import type { PrismTheme } from 'prism-react-renderer';
import { propGetters, tokensToLines, type ColourModeThemes, type RenderProps } from './lines';

export const Prism = PrismCore;

export { themeStyles, tokensToLines, type ColourModeThemes, type RenderProps, type Token } from './lines';

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  /** Colour tokens for both modes at once, through custom properties (./lines.ts, MODE_PROPERTIES). */
  colourModes?: ColourModeThemes;
  prism?: typeof PrismCore;
  children: (props: RenderProps) => ReactNode;
};

export function Highlight({ code, language: rawLanguage, theme, colourModes, prism = PrismCore, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return tokensToLines([code]);
    const env = { code, grammar, language, tokens: [] as Array<string | PrismCore.Token> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return tokensToLines(env.tokens);
  }, [prism, code, grammar, language]);

  // Stable across re-renders of the same block, so memoised lines (src/theme/CodeBlock/Line) can skip rendering.
  const { getLineProps, getTokenProps } = useMemo(
    () => propGetters(theme, language, colourModes),
    [theme, language, colourModes],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
    getLineProps,
    getTokenProps,
  });
}
