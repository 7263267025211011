// Evaluated before Prism core (see highlight.tsx): without `manual`, Prism would re-highlight every
// `code.language-*` element of the page after load, rewriting the DOM that React hydrates.
const host = globalThis as { Prism?: { manual?: boolean } };
host.Prism = { ...host.Prism, manual: true };
export {};
