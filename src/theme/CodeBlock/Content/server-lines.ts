// The lines the server highlighted, kept from each block hydrated on this page: a block mounted again afterwards
// reuses them instead of loading Prism. Docusaurus's Tabs remount their items once the page has hydrated, to show
// the reader's chosen tab, and every code block in a tab would otherwise highlight from scratch.
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';

const linesOfBlock = new Map<string, string>();

type BlockInput = Pick<CodeBlockMetadata, 'code' | 'lineNumbersStart' | 'lineClassNames'> & { language: string };

/** Everything the highlighted lines depend on. Colours are not: the lines carry both colour modes'. */
export function blockKey({ language, code, lineNumbersStart, lineClassNames }: BlockInput): string {
  return JSON.stringify([language, lineNumbersStart ?? null, lineClassNames, code]);
}

export function rememberServerLines(key: string, html: string): void {
  linesOfBlock.set(key, html);
}

export function serverLinesOf(key: string): string | undefined {
  return linesOfBlock.get(key);
}
