import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import prismComponents from 'prismjs/components.json';
import { codeBlockGrammars, codeLanguages } from '../../config/code-languages.mjs';

/**
 * Grammars that only some pages use (bash on one page in five; PowerShell, YAML, JSON and INI on a handful) load with
 * those pages instead of with every code block: about 4 KiB gzip less on the others. This remark plugin gives a page
 * whose fences use them an import of each, behind ./global-prism.ts. The page's chunks load before it renders, on the
 * server and in the browser alike, so its blocks highlight the same in both and hydrate without a mismatch.
 *
 * Every MDX content plugin must run it (docs, blog, pages): a fence it misses would highlight on the server, where
 * another page loaded the grammar, but not in the browser. The crawl test reports such a page as a hydration error.
 */
export default function remarkPageGrammars() {
  return (tree: Root): void => {
    const grammars = new Set<string>();
    const collect = (parent: Parent): void => {
      for (const child of parent.children) {
        if (child.type === 'code') for (const grammar of grammarsOfFence(child)) grammars.add(grammar);
        else if ('children' in child) collect(child);
      }
    };
    collect(tree);
    if (grammars.size > 0) tree.children.unshift(sideEffectImports([GLOBAL_PRISM, ...[...grammars].map(grammarModule)]));
  };
}

const GLOBAL_PRISM = '@site/plugins/prism-grammars/global-prism';
const grammarModule = (grammar: string): string => `prismjs/components/prism-${grammar}`;

type PrismComponent = { alias?: string | string[]; require?: string | string[] };
const languages = prismComponents.languages as unknown as Record<string, PrismComponent>;
const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/** A grammar after the grammars it requires, and theirs, leaving out those every code block loads already. */
export function withRequirements(grammar: string): string[] {
  const component = languages[grammar];
  if (!component) throw new Error(`[prism-grammars] Prism has no grammar "${grammar}" (config/code-languages.mjs)`);
  const requirements = asList(component.require).filter((required) => !codeBlockGrammars.includes(required));
  return [...new Set([...requirements.flatMap(withRequirements), grammar])];
}

/** Each fence language (a grammar's name or alias) that a page grammar covers, to the grammars it needs, in order. */
export const FENCE_GRAMMARS: ReadonlyMap<string, readonly string[]> = new Map(
  codeLanguages
    .filter((grammar) => !codeBlockGrammars.includes(grammar))
    .flatMap((grammar) => {
      const needs = withRequirements(grammar);
      return [grammar, ...asList(languages[grammar]?.alias)].map((fence) => [fence, needs] as const);
    }),
);

/** Every grammar that pages import themselves, requirements included. */
export const PAGE_GRAMMARS: readonly string[] = [...new Set([...FENCE_GRAMMARS.values()].flat())];

function grammarsOfFence(code: Code): readonly string[] {
  return FENCE_GRAMMARS.get(code.lang?.toLowerCase() ?? '') ?? [];
}

/** `import 'a'; import 'b';` as an MDX ESM node, with the syntax tree the MDX compiler reads. */
function sideEffectImports(sources: readonly string[]): MdxjsEsm & RootContent {
  const value = sources.map((source) => `import ${JSON.stringify(source)};`).join('\n');
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: sources.map((source) => ({
          type: 'ImportDeclaration',
          specifiers: [],
          attributes: [],
          source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        })),
      },
    },
  };
}
