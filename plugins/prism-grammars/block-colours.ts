import type { PrismTheme } from 'prism-react-renderer';

/**
 * CSS giving code blocks their theme's plain colours in each colour mode. The server renders a block's colours from
 * the light theme, as inline styles (on the container, `--prism-color` and `--prism-background-color`; on the
 * `pre`, `color` and `background-color`), and only a render in the browser swaps in the dark theme's: until then a
 * page opened in dark mode showed the dark theme's token colours (./token-colours.css) on the light background.
 * These rules follow the colour mode from the first paint; `!important` because they override inline styles.
 */
export function blockColoursCss({ light, dark }: { light: PrismTheme; dark: PrismTheme }): string {
  const declarations = ({ plain }: PrismTheme): string => {
    if (!plain.color || !plain.backgroundColor) throw new Error('[prism-grammars] a code theme has no plain color and backgroundColor');
    return `--prism-color:${plain.color}!important;--prism-background-color:${plain.backgroundColor}!important`;
  };
  return [
    `.theme-code-block{${declarations(light)}}`,
    `[data-theme='dark'] .theme-code-block{${declarations(dark)}}`,
    '.theme-code-block .prism-code{color:var(--prism-color)!important;background-color:var(--prism-background-color)!important}',
  ].join('\n');
}
