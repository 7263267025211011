import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Prism's GitHub theme with every token colour darkened to at least 4.5:1 against its background, so code
 * passes WCAG AA contrast (axe flagged attribute names, strings, numbers, functions and namespaces).
 */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#6a737d', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: '#5a32c8' } },
    { types: ['string', 'attr-value'], style: { color: '#a31757' } },
    { types: ['punctuation', 'operator'], style: { color: '#24292f' } },
    {
      types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'],
      style: { color: '#116562' },
    },
    { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#0550ae' } },
    { types: ['function', 'deleted', 'tag'], style: { color: '#b31d28' } },
    { types: ['function-variable'], style: { color: '#6f42c1' } },
    { types: ['tag', 'selector', 'keyword'], style: { color: '#00009f' } },
  ],
};

export const darkCodeTheme: PrismTheme = themes.vsDark;

/** Mermaid's theme for each colour mode: @docusaurus/theme-mermaid in the dev server, plugins/remark-mermaid-svg in builds. */
export const MERMAID_THEMES = { light: 'default', dark: 'dark' } as const;

/**
 * Mermaid's dark theme draws edge labels #ccc on #585858, 4.4:1; on this background they reach 5.6:1 (WCAG 1.4.3).
 * Only the build's drawings use it: @docusaurus/theme-mermaid (the dev server) takes one set of variables for both modes.
 */
export const MERMAID_THEME_VARIABLES = { dark: { edgeLabelBackground: '#474747' } };
