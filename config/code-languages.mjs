// @ts-check
// The Prism grammars the site ships (plugins/prism-grammars loads no other). Shared by docusaurus.config.ts and
// `npm run check:samples`, which fails on a code fence whose language is not covered here.
/** @type {string[]} */
export const codeLanguages = ['markup', 'clike', 'csharp', 'bash', 'powershell', 'json', 'yaml', 'ini'];

/** Fence languages that are not Prism grammars: plain text, and diagrams rendered by the mermaid theme. */
export const plainFenceLanguages = ['text', 'mermaid'];
