// Lines and tokens as prism-react-renderer shapes them, and their props per code theme: everything of the
// highlighter but Prism itself, so a code block can show its plain lines before Prism has loaded (src/theme/CodeBlock).
import type { CSSProperties } from 'react';
import clsx from 'clsx';
import type PrismCore from 'prismjs/components/prism-core';
import type { PrismTheme } from 'prism-react-renderer';

/** The site's code themes (themeConfig.prism.theme and darkTheme). */
export type ColourModeThemes = { light: PrismTheme; dark: PrismTheme };

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

/** The merged style of a token in one theme, as prism-react-renderer computes it. */
function styleOfToken(token: Token, styles: StyleDictionary): CSSProperties | undefined {
  const [first] = token.types;
  const inline: CSSProperties | undefined = token.empty ? { display: 'inline-block' } : undefined;
  if (token.types.length === 1 && first === 'plain') return inline;
  if (token.types.length === 1 && token.empty) return styles[first!];
  return Object.assign({}, inline, ...token.types.map((type) => styles[type]));
}

/**
 * The custom property each colour mode's value of a token style goes in (./token-colours.css reads them), so the
 * same markup shows the light and the dark theme: the server's highlighted HTML stays right in either mode.
 */
const MODE_PROPERTIES: Record<string, readonly [string, string]> = {
  color: ['--l', '--d'],
  fontStyle: ['--ls', '--ds'],
  fontWeight: ['--lw', '--dw'],
};

/** `rgb(78, 201, 176)` as `#4ec9b0`: every token of a page's HTML carries its colours, in both modes. */
export function compactColour(value: unknown): unknown {
  const rgb = typeof value === 'string' && /^rgb\((\d+), *(\d+), *(\d+)\)$/.exec(value);
  return rgb ? `#${rgb.slice(1).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}` : value;
}

/** A token's style for both colour modes: its own properties (an empty line's `display`) and each mode's values. */
function bothModes(light: CSSProperties | undefined, dark: CSSProperties | undefined): CSSProperties | undefined {
  const style: Record<string, unknown> = {};
  for (const [index, mode] of [light, dark].entries()) {
    for (const [property, value] of Object.entries(mode ?? {})) {
      if (property === 'display') style[property] = value;
      else if (MODE_PROPERTIES[property]) style[MODE_PROPERTIES[property][index]!] = compactColour(value);
      else throw new Error(`[prism-grammars] code theme property "${property}" has no colour-mode variable (src/code-highlighting/lines.ts, MODE_PROPERTIES)`);
    }
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

type TokenStyle = (token: Token) => CSSProperties | undefined;

/**
 * A token's style depends only on its types (and whether it stands for an empty line): worked out once for each, and
 * the same object given to every token like it, so that CodeBlock/Line writes each style's text once.
 */
function perTokenKind(style: TokenStyle): TokenStyle {
  const styles = new Map<string, CSSProperties | undefined>();
  return (token) => {
    const kind = `${token.empty ? '1' : '0'}${token.types.join(' ')}`;
    if (!styles.has(kind)) styles.set(kind, style(token));
    return styles.get(kind);
  };
}

function themeStyle(theme: PrismTheme, language: string): TokenStyle {
  const styles = themeStyles(theme, language);
  return perTokenKind((token) => styleOfToken(token, styles));
}

function bothModesStyle(modes: ColourModeThemes, language: string): TokenStyle {
  const [light, dark] = [themeStyles(modes.light, language), themeStyles(modes.dark, language)];
  return perTokenKind((token) => bothModes(styleOfToken(token, light), styleOfToken(token, dark)));
}

/** The line and token props of a theme, as prism-react-renderer computes them; or of both colour modes' themes. */
export function propGetters(
  theme: PrismTheme,
  language: string,
  modes: ColourModeThemes | undefined,
): Pick<RenderProps, 'getLineProps' | 'getTokenProps'> {
  const tokenStyle = modes ? bothModesStyle(modes, language) : themeStyle(theme, language);
  // With both modes, lines take the plain colour from the block (`pre`), which follows the reader's colour mode in CSS.
  const plain: CSSProperties | undefined = modes ? undefined : { ...theme.plain, backgroundColor: undefined };
  return {
    getLineProps: ({ line: _line, className, style, ...rest }: LineInput) => ({
      ...rest,
      className: clsx('token-line', className),
      style: plain || style ? { ...plain, ...style } : undefined,
    }),
    getTokenProps: ({ token, className, style, ...rest }: TokenInput) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...tokenStyle(token), ...style } : tokenStyle(token),
    }),
  };
}

