import type { CSSProperties } from 'react';
import type { TokenOutputProps } from 'prism-react-renderer';
import { escapeHtml } from '../../../utils/escape-html';

/** A style object's declarations as React writes them: custom properties as they are, others in kebab case. */
export function styleText(style: CSSProperties): string {
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style) as [string, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') {
      // React would add `px` to some numbers and not others; no code theme property of the site is a number.
      throw new Error(`[CodeBlock/Line] token style ${property} is not a string: ${String(value)}`);
    }
    const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    declarations.push(`${name}:${value}`);
  }
  return declarations.join(';');
}

/** Token styles repeat (a theme has a few dozen): each one's text is worked out once. */
const styleTexts = new WeakMap<CSSProperties, string>();

/** A token as the `<span>` Docusaurus's CodeBlock/Line/Token renders for it. */
export function tokenHtml({ className, style, children }: TokenOutputProps): string {
  let css = style && styleTexts.get(style);
  if (style && css === undefined) styleTexts.set(style, (css = styleText(style)));
  const styleAttribute = css ? ` style="${escapeHtml(css)}"` : '';
  return `<span class="${escapeHtml(className)}"${styleAttribute}>${escapeHtml(children)}</span>`;
}

/** The CSS module classes of a numbered line's two cells. */
export interface NumberedLineClasses {
  readonly codeLineNumber?: string;
  readonly codeLineContent?: string;
}

/**
 * A line's inner HTML: its tokens, in a number cell and a content cell when the block numbers its lines, then the
 * `<br>` that keeps an empty line's height.
 */
export function lineInnerHtml(tokens: string, numbered: NumberedLineClasses | undefined): string {
  const content = numbered
    ? `<span class="${numbered.codeLineNumber ?? ''}"></span><span class="${numbered.codeLineContent ?? ''}">${tokens}</span>`
    : tokens;
  return `${content}<br>`;
}
