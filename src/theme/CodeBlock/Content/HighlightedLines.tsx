// Loaded with the first code block the browser renders itself (./index.tsx): Prism and the site's grammars with it.
import type { ReactNode } from 'react';
import { Highlight } from '@site/plugins/prism-grammars/with-grammars';
import type { ColourModeThemes } from '@site/plugins/prism-grammars/lines';
import type { PrismTheme } from 'prism-react-renderer';
import CodeLines, { type CodeLinesProps } from './CodeLines';

export interface HighlightedLinesProps extends Pick<CodeLinesProps, 'lineClassNames' | 'showLineNumbers'> {
  code: string;
  language: string;
  theme: PrismTheme;
  colourModes: ColourModeThemes;
}

export default function HighlightedLines({ code, language, theme, colourModes, ...lines }: HighlightedLinesProps): ReactNode {
  return (
    <Highlight code={code} language={language} theme={theme} colourModes={colourModes}>
      {({ tokens, getLineProps, getTokenProps }) => (
        <CodeLines tokens={tokens} getLineProps={getLineProps} getTokenProps={getTokenProps} {...lines} />
      )}
    </Highlight>
  );
}
