import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withoutModuleNames } = require('../registry-loader.cjs') as { withoutModuleNames: (source: string) => string };

// Two entries in the shape `.docusaurus/registry.js` has in Docusaurus 3.10.
const REGISTRY = `export default {
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json"), "@generated/docusaurus-plugin-content-docs/default/p/docs-175.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/docs-175.json")],
  "35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/basics/user-interface/styling/styles.md"), "@site/docs/basics/user-interface/styling/styles.md", require.resolveWeak("@site/docs/basics/user-interface/styling/styles.md")],
};
`;

describe('registry loader (browser copy of the route registry)', () => {
  it("replaces each entry's module name by 0 and keeps its loader and weak id", () => {
    const result = withoutModuleNames(REGISTRY);
    expect(result).toContain(
      '"35218975": [() => import(/* webpackChunkName: "35218975" */ "@site/docs/basics/user-interface/styling/styles.md"), 0, require.resolveWeak("@site/docs/basics/user-interface/styling/styles.md")],',
    );
    expect(result.match(/\), 0, require\.resolveWeak\(/g)).toHaveLength(2);
    expect(result).not.toMatch(/\), "@/);
  });

  it('fails the build, naming the file to update, when an entry has another shape', () => {
    const changed = REGISTRY.replace('"@site/docs/basics/user-interface/styling/styles.md", require', '["@site/docs/basics/user-interface/styling/styles.md"], require');
    expect(() => withoutModuleNames(changed)).toThrow(/1 of 2 entries .*plugins\/lean-entry\/registry-loader\.cjs/);
  });

  it('leaves an empty registry as it is', () => {
    expect(withoutModuleNames('export default {\n};\n')).toBe('export default {\n};\n');
  });
});
