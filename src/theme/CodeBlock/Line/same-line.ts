import type { Props } from '@theme/CodeBlock/Line';

/**
 * Whether a code line can skip re-rendering: the same memoised tokens, the same prop getters (plugins/prism-grammars
 * keeps them stable) and equal magic-comment classes, which arrive as a new array on every render.
 */
export function sameLine(previous: Props, next: Props): boolean {
  const [a = [], b = []] = [previous.classNames, next.classNames];
  return (
    previous.line === next.line &&
    previous.getLineProps === next.getLineProps &&
    previous.getTokenProps === next.getTokenProps &&
    previous.showLineNumbers === next.showLineNumbers &&
    a.length === b.length &&
    a.every((name, i) => name === b[i])
  );
}
