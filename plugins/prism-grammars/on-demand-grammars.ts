import prismComponents from 'prismjs/components.json';
import { codeBlockGrammars, codeLanguages } from '../../config/code-languages.mjs';

/**
 * The grammars that only some code uses (bash on one page in five; PowerShell, YAML, JSON and INI on a handful), which
 * load when code in their language is first highlighted (./load-grammars.ts) rather than with every code block.
 * Computed here from Prism's own component list; ./load-grammars.ts, which runs in the bundles, holds the same tables
 * as literals, and a unit test keeps the two equal.
 */
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

/** Each fence language (a grammar's name or alias) that an on-demand grammar covers, to the grammars it needs, in order. */
export const FENCE_GRAMMARS: ReadonlyMap<string, readonly string[]> = new Map(
  codeLanguages
    .filter((grammar) => !codeBlockGrammars.includes(grammar))
    .flatMap((grammar) => {
      const needs = withRequirements(grammar);
      return [grammar, ...asList(languages[grammar]?.alias)].map((fence) => [fence, needs] as const);
    }),
);

/** Every grammar loaded on demand, requirements included. */
export const ON_DEMAND_GRAMMARS: readonly string[] = [...new Set([...FENCE_GRAMMARS.values()].flat())];
