import { describe, expect, it } from 'vitest';
import type { Props } from '@theme/CodeBlock/Line';
import { sameLine } from '../../src/theme/CodeBlock/Line/same-line';

const getLineProps: Props['getLineProps'] = ({ className }) => ({ className: className ?? '' });
const getTokenProps: Props['getTokenProps'] = ({ token }) => ({ className: 'token', children: token.content });
const line: Props['line'] = [{ types: ['keyword'], content: 'public' }];
const base: Props = { line, classNames: undefined, showLineNumbers: false, getLineProps, getTokenProps };

describe('memoised code lines (src/theme/CodeBlock/Line)', () => {
  it('skip re-rendering when a block re-renders for its buttons only', () => {
    expect(sameLine(base, { ...base })).toBe(true);
    // Magic-comment classes are parsed again on every render of the block: equal contents count as the same.
    expect(sameLine({ ...base, classNames: ['theme-code-block-highlighted-line'] }, { ...base, classNames: ['theme-code-block-highlighted-line'] })).toBe(true);
  });

  it('re-render when the line, its highlight, numbering or colour theme changes', () => {
    expect(sameLine(base, { ...base, line: [...line] })).toBe(false);
    expect(sameLine(base, { ...base, classNames: ['theme-code-block-highlighted-line'] })).toBe(false);
    expect(sameLine(base, { ...base, showLineNumbers: true })).toBe(false);
    // A colour mode switch gives the block new getters (new theme styles).
    expect(sameLine(base, { ...base, getTokenProps: (input) => getTokenProps(input) })).toBe(false);
  });
});
