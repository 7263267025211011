import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkPageGrammars, { FENCE_GRAMMARS, PAGE_GRAMMARS, withRequirements } from '../page-grammars';

const compiled = async (mdx: string) => String(await compile(mdx, { remarkPlugins: [remarkPageGrammars] }));
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('page grammars (remark plugin)', () => {
  it('gives a page the imports of the grammars its fences use, after the one that exposes Prism', async () => {
    const code = await compiled(`# Install\n\n${fence('sh', 'dotnet --info')}\n${fence('yml', 'a: 1')}\n${fence('bash', 'ls')}`);
    const imports = [...code.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports).toEqual([
      '@site/plugins/prism-grammars/global-prism',
      'prismjs/components/prism-bash',
      'prismjs/components/prism-yaml',
    ]);
  });

  it('finds fences inside lists and block quotes too', async () => {
    const code = await compiled(`- Run:\n\n  ${fence('powershell', 'Get-Item .').replace(/\n(?=.)/g, '\n  ')}\n> ${fence('json', '{}').trim().replace(/\n/g, '\n> ')}\n`);
    expect(code).toContain('import "prismjs/components/prism-powershell";');
    expect(code).toContain('import "prismjs/components/prism-json";');
  });

  it('adds nothing to a page whose code uses only the grammars every code block loads', async () => {
    const code = await compiled(`${fence('csharp', 'var x = 1;')}\n${fence('xml', '<Button />')}\n${fence('text', 'plain')}`);
    expect(code).not.toMatch(/^import "/m);
  });

  it("maps every page grammar's name and Prism aliases, and leaves the code block's grammars out", () => {
    expect(PAGE_GRAMMARS).toEqual(['bash', 'powershell', 'json', 'yaml', 'ini']);
    expect(FENCE_GRAMMARS.get('shell')).toEqual(['bash']);
    expect(FENCE_GRAMMARS.get('yml')).toEqual(['yaml']);
    for (const grammar of ['csharp', 'cs', 'markup', 'xml', 'clike']) expect(FENCE_GRAMMARS.has(grammar), grammar).toBe(false);
  });

  it('would load a grammar after the grammars it requires, and theirs', () => {
    // TSX requires JSX and TypeScript, which require JavaScript (JSX also markup, which code blocks load).
    expect(withRequirements('tsx')).toEqual(['javascript', 'jsx', 'typescript', 'tsx']);
  });
});
