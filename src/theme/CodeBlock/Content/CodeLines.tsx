// The lines of a code block, plain or highlighted: the same markup either way, so plain lines shown while Prism
// loads take the same room as the highlighted lines that replace them.
import type { ReactNode } from 'react';
import Line, { type Props as LineProps } from '@theme/CodeBlock/Line';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';
import type { RenderProps } from '@site/src/code-highlighting/lines';

export interface CodeLinesProps extends Pick<RenderProps, 'tokens' | 'getLineProps' | 'getTokenProps'> {
  lineClassNames: CodeBlockMetadata['lineClassNames'];
  showLineNumbers: boolean;
}

export default function CodeLines({ tokens, getLineProps, getTokenProps, lineClassNames, showLineNumbers }: CodeLinesProps): ReactNode {
  return tokens.map((line, i) => (
    <Line
      key={i}
      line={line}
      getLineProps={getLineProps as LineProps['getLineProps']}
      getTokenProps={getTokenProps as LineProps['getTokenProps']}
      classNames={lineClassNames[i]}
      showLineNumbers={showLineNumbers}
    />
  ));
}
