// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/index.js). Hydration keeps the lines the
// server highlighted instead of running Prism over every block again: their token colours suit both colour modes
// (src/code-highlighting/token-colours.css), so a page opened directly downloads and runs no Prism. A block the
// browser renders itself (after an in-app move) shows its plain lines until Prism, which loads with the first such
// block, highlights them.
import { lazy, Suspense, useMemo, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { propGetters, tokensToLines, type ColourModeThemes } from '@site/src/code-highlighting/lines';
import CodeLines, { type CodeLinesProps } from './CodeLines';
import { loadHighlightedLines } from './load-highlighted-lines';
import { useServerHtml } from '@site/src/hydration/useServerHtml';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import '@site/src/code-highlighting/token-colours.css';

const HighlightedLines = lazy(loadHighlightedLines);


type PlainLinesProps = Pick<CodeLinesProps, 'lineClassNames' | 'showLineNumbers'> & { code: string };

/** The block's lines before Prism has loaded: the same markup as highlighted lines, with every token plain. */
function PlainLines({ code, ...lines }: PlainLinesProps): ReactNode {
  const tokens = useMemo(() => tokensToLines([code]), [code]);
  const { getLineProps, getTokenProps } = useMemo(() => propGetters({ plain: {}, styles: [] }, 'text', undefined), []);
  return <CodeLines tokens={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} {...lines} />;
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { prism } = useThemeConfig();
  const colourModes = useMemo<ColourModeThemes>(
    () => ({ light: prism.theme, dark: prism.darkTheme ?? prism.theme }),
    [prism.theme, prism.darkTheme],
  );
  const { code, lineNumbersStart, lineClassNames } = metadata;
  const language = metadata.language.toLowerCase();
  const lines = { lineClassNames, showLineNumbers: lineNumbersStart !== undefined };
  // Everything the highlighted lines depend on; not the colours, which the lines carry for both modes.
  const serverLines = useServerHtml<HTMLElement>(JSON.stringify([language, lineNumbersStart ?? null, lineClassNames, code]));
  return (
    <pre
      // theme-common's types are React 19's, whose RefObject may hold null.
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // No inline colours, unlike upstream's: the pre takes them from the container's --prism-* properties, which
      // plugins/prism-grammars/block-colours.ts sets per colour mode, so the server's HTML is right in either mode.
      className={clsx(classNameProp, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        ref={serverLines.ref}
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{ counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}` }}
        {...(serverLines.html && { dangerouslySetInnerHTML: serverLines.html, suppressHydrationWarning: true })}>
        {serverLines.html ? undefined : (
          <Suspense fallback={<PlainLines code={code} {...lines} />}>
            <HighlightedLines code={code} language={language} colourModes={colourModes} {...lines} />
          </Suspense>
        )}
      </code>
    </pre>
  );
}
