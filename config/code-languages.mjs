// @ts-check
// The Prism grammars the site ships (plugins/prism-grammars loads no other). Shared by docusaurus.config.ts and
// `npm run check:samples`, which fails on a code fence whose language is not covered here.
/** @type {string[]} */
export const codeLanguages = ['markup', 'clike', 'csharp', 'bash', 'powershell', 'json', 'yaml', 'ini'];

/**
 * The grammars that load with Prism itself: C# and XAML are on almost every page that has code. The others load
 * with the first code in their language (plugins/prism-grammars/on-demand-grammars.ts).
 * @type {string[]}
 */
export const codeBlockGrammars = ['markup', 'clike', 'csharp'];

/** Fence languages that are not Prism grammars: plain text, and diagrams rendered by the mermaid theme. */
export const plainFenceLanguages = ['text', 'mermaid'];
