// The subset of prism-react-renderer's API that Docusaurus uses (`Highlight`, `Prism`), over Prism core alone.
// Aliased in by ./index.ts; grammars come from `themeConfig.prism.additionalLanguages`.
import './prism-manual-mode';
import type { CSSProperties, ReactNode } from 'react';
import { useMemo } from 'react';
import clsx from 'clsx';
import PrismCore from 'prismjs/components/prism-core';
import type { PrismTheme } from 'prism-react-renderer';

export const Prism = PrismCore;

export type Token = { types: string[]; content: string; empty?: boolean };
type StyleDictionary = Record<string, CSSProperties>;

type LineInput = { line: Token[]; className?: string; style?: CSSProperties; [key: string]: unknown };
type TokenInput = { token: Token; className?: string; style?: CSSProperties; [key: string]: unknown };

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInput) => Record<string, unknown>;
  getTokenProps: (input: TokenInput) => Record<string, unknown>;
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof PrismCore;
  children: (props: RenderProps) => ReactNode;
};

/** Theme entries merged per token type, keeping only entries meant for this language. */
export function themeStyles(theme: PrismTheme, language: string): StyleDictionary {
  const styles: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = { ...styles[type], ...(entry.style as CSSProperties) };
  }
  return styles;
}

const NEWLINE = /\r\n|\r|\n/;

/**
 * Flattens Prism's nested token stream into lines of leaf tokens, each carrying the types of every token it
 * was nested in (so `.token.tag.punctuation` styles apply).
 */
export function tokensToLines(stream: ReadonlyArray<string | PrismCore.Token>): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (items: ReadonlyArray<string | PrismCore.Token>, types: string[]): void => {
    for (const item of items) {
      if (typeof item === 'string') {
        pushText(item, types.length > 0 ? types : ['plain']);
        continue;
      }
      let nested = appendType(types, item.type);
      if (item.alias) for (const alias of [item.alias].flat()) nested = appendType(nested, alias);
      if (typeof item.content === 'string') pushText(item.content, nested);
      else visit(Array.isArray(item.content) ? item.content : [item.content], nested);
    }
  };
  const pushText = (text: string, types: string[]): void => {
    const parts = text.split(NEWLINE);
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      lines[lines.length - 1]!.push({ types, content: part });
    });
  };
  visit(stream, []);
  for (const line of lines) markEmpty(line);
  return lines;
}

function appendType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

/** A line without text gets one newline token, so it keeps its height (as prism-react-renderer does). */
function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]!.content === '') line[0] = { ...line[0]!, content: '\n', empty: true };
}

/** The line and token props of a theme, as prism-react-renderer computes them. */
function propGetters(theme: PrismTheme, styles: StyleDictionary): Pick<RenderProps, 'getLineProps' | 'getTokenProps'> {
  const plain: CSSProperties = { ...theme.plain, backgroundColor: undefined };
  const tokenStyle = (token: Token): CSSProperties | undefined => {
    const [first] = token.types;
    const inline: CSSProperties | undefined = token.empty ? { display: 'inline-block' } : undefined;
    if (token.types.length === 1 && first === 'plain') return inline;
    if (token.types.length === 1 && token.empty) return styles[first!];
    return Object.assign({}, inline, ...token.types.map((type) => styles[type]));
  };
  return {
    getLineProps: ({ line: _line, className, style, ...rest }: LineInput) => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...plain, ...style },
    }),
    getTokenProps: ({ token, className, style, ...rest }: TokenInput) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...tokenStyle(token), ...style } : tokenStyle(token),
    }),
  };
}

export function Highlight({ code, language: rawLanguage, theme, prism = PrismCore, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const grammar = prism.languages[language];
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  const tokens = useMemo(() => {
    if (!grammar) return tokensToLines([code]);
    const env = { code, grammar, language, tokens: [] as Array<string | PrismCore.Token> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return tokensToLines(env.tokens);
  }, [prism, code, grammar, language]);

  // Stable across re-renders of the same block, so memoised lines (src/theme/CodeBlock/Line) can skip rendering.
  const { getLineProps, getTokenProps } = useMemo(() => propGetters(theme, styles), [theme, styles]);

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: theme.plain as CSSProperties,
    getLineProps,
    getTokenProps,
  });
}
