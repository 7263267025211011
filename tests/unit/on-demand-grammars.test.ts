import { describe, expect, it } from 'vitest';
import { FENCE_GRAMMARS, ON_DEMAND_GRAMMARS, withRequirements } from '../../plugins/prism-grammars/on-demand-grammars';
import { GRAMMAR_IMPORTS, GRAMMARS_OF_FENCE, grammarsLoading } from '../../src/code-highlighting/load-grammars';
import { Prism } from '../../src/code-highlighting/highlight';

describe('grammars loaded on demand', () => {
  it("maps every on-demand grammar's name and Prism aliases, and leaves the grammars that come with Prism out", () => {
    expect(ON_DEMAND_GRAMMARS).toEqual(['bash', 'powershell', 'json', 'yaml', 'ini']);
    expect(FENCE_GRAMMARS.get('shell')).toEqual(['bash']);
    expect(FENCE_GRAMMARS.get('yml')).toEqual(['yaml']);
    for (const grammar of ['csharp', 'cs', 'markup', 'xml', 'clike']) expect(FENCE_GRAMMARS.has(grammar), grammar).toBe(false);
  });

  it('would load a grammar after the grammars it requires, and theirs', () => {
    // TSX requires JSX and TypeScript, which require JavaScript (JSX also markup, which comes with Prism).
    expect(withRequirements('tsx')).toEqual(['javascript', 'jsx', 'typescript', 'tsx']);
  });

  it("the bundles' loader has an import for each of those grammars, and the same fence languages", () => {
    expect(Object.keys(GRAMMAR_IMPORTS).sort()).toEqual([...ON_DEMAND_GRAMMARS].sort());
    expect(GRAMMARS_OF_FENCE).toEqual(Object.fromEntries(FENCE_GRAMMARS));
  });

  it('loads the grammars of a fence language once, and then has nothing more to wait for', async () => {
    expect(Prism.languages.yaml).toBeUndefined();
    const loading = grammarsLoading('yml');
    expect(loading).toBeInstanceOf(Promise);
    expect(grammarsLoading('yml')).toBe(loading);
    await loading;
    expect(Prism.languages.yaml).toBeDefined();
    expect(grammarsLoading('yml')).toBeUndefined();
    expect(grammarsLoading('yaml')).toBeUndefined();
  });

  it('needs nothing for the languages that come with Prism, or for plain text', () => {
    expect(grammarsLoading('csharp')).toBeUndefined();
    expect(grammarsLoading('text')).toBeUndefined();
  });
});
