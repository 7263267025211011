// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Line/index.js): a line is one element whose tokens
// are written as HTML, rather than a React element per token (and per @theme/CodeBlock/Line/Token, which this
// bypasses). The site's code has tens of thousands of tokens per locale, and code blocks were a large share of each
// locale's static rendering; as HTML, static rendering is quicker (scripts/bench/README.md). Memoised too: each code
// block re-renders once after it mounts, when it finds it can scroll and shows its word-wrap button.
import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import { lineInnerHtml, tokenHtml } from './line-html';
import { sameLine } from './same-line';

type Token = Props['line'][number];

/** A line holding only a newline token gets an empty one instead: the `<br>` already ends it (as upstream does). */
function withoutLoneNewline(line: Props['line']): Props['line'] {
  const only = line.length === 1 ? line[0] : undefined;
  return only?.content === '\n' ? [{ ...only, content: '' } satisfies Token] : line;
}

function CodeBlockLine({ line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps }: Props): ReactNode {
  const line = withoutLoneNewline(lineProp);
  const lineProps = getLineProps({ line, className: clsx(classNames, showLineNumbers && styles.codeLine) });
  const tokens = line.map((token) => tokenHtml(getTokenProps({ token }))).join('');
  const html = lineInnerHtml(tokens, showLineNumbers ? styles : undefined);
  return <div {...lineProps} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(CodeBlockLine, sameLine);
