import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import postcssOptionsPlugin from '../../plugins/postcss-options';
import { builtPath, describeBuilt } from '../built-site';

/** The site stylesheet of the English production build (every page loads it). */
function siteStylesheet(): string {
  const dir = builtPath('build/assets/css');
  const name = readdirSync(dir).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
  if (!name) throw new Error(`${dir} has no styles.<hash>.css: run npm run build first`);
  return readFileSync(join(dir, name), 'utf8');
}

describeBuilt('the CSS loader chain (plugins/postcss-options)', () => {
  it('drops postcss-preset-env, keeps the other PostCSS plugins and reads no PostCSS config file', () => {
    const wrapInLayer = { postcssPlugin: 'wrap-in-layer' };
    const configure = postcssOptionsPlugin().configurePostCss!;
    const options = configure({ ident: 'postcss', plugins: [['/site/node_modules/postcss-preset-env/dist/index.cjs', {}], wrapInLayer] });
    expect(options.plugins).toEqual([wrapInLayer]);
    expect(options.config).toBe(false);
  });

  it('still gives the production stylesheet its cascade layers and the prefixes its browsers need', () => {
    const css = siteStylesheet();
    // The theme's rules sit in layers, so the site's own (unlayered) rules win over them whatever their order.
    expect(css).toMatch(/^@layer docusaurus\.infima\{/);
    expect(css).toContain('@layer docusaurus.theme-classic{');
    // The theme writes `user-select: none` unprefixed on heading anchors; Safari needs -webkit- (Lightning CSS adds it).
    expect(css).toMatch(/\.hash-link\{[^}]*-webkit-user-select:none/);
  });
});
