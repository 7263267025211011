import type { PrismTheme } from 'prism-react-renderer';

/**
 * CSS giving code blocks their theme's plain colours in each colour mode. The server renders a block's container
 * with the light theme's `--prism-color` and `--prism-background-color` as inline styles, and only a render in the
 * browser swaps in the dark theme's: until then a page opened in dark mode showed the dark theme's token colours
 * (./token-colours.css) on the light background. These rules follow the colour mode from the first paint;
 * `!important` because they override the container's inline style. The pre (src/theme/CodeBlock/Content) and the
 * buttons take their colours from these properties.
 */
export function blockColoursCss({ light, dark }: { light: PrismTheme; dark: PrismTheme }): string {
  const declarations = ({ plain }: PrismTheme): string => {
    if (!plain.color || !plain.backgroundColor) throw new Error('[prism-grammars] a code theme has no plain color and backgroundColor');
    return `--prism-color:${plain.color}!important;--prism-background-color:${plain.backgroundColor}!important`;
  };
  return [`.theme-code-block{${declarations(light)}}`, `[data-theme='dark'] .theme-code-block{${declarations(dark)}}`].join('\n');
}
