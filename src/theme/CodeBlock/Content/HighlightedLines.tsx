// Loaded with the first code block the browser renders itself (./index.tsx): Prism and the C# and XAML grammars with
// it; the server renders every block with it. A grammar that only some code uses loads with the first block needing it.
import type { ReactNode } from 'react';
import { Highlight } from '@site/src/code-highlighting/with-grammars';
import { grammarsLoading } from '@site/src/code-highlighting/load-grammars';
import type { ColourModeThemes } from '@site/src/code-highlighting/lines';
import CodeLines, { type CodeLinesProps } from './CodeLines';

export interface HighlightedLinesProps extends Pick<CodeLinesProps, 'lineClassNames' | 'showLineNumbers'> {
  code: string;
  language: string;
  colourModes: ColourModeThemes;
}

export default function HighlightedLines({ code, language, colourModes, ...lines }: HighlightedLinesProps): ReactNode {
  // The enclosing Suspense shows the plain lines meanwhile; the server waits for the grammar before it sends the page.
  const loading = grammarsLoading(language);
  if (loading) throw loading;
  return (
    <Highlight code={code} language={language} theme={colourModes.light} colourModes={colourModes}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <CodeLines tokens={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} {...lines} />
      )}
    </Highlight>
  );
}
