// The grammars that only some code uses, each loaded when a block first highlights code in its language, on the server
// as in the browser (plugins/prism-grammars/on-demand-grammars.ts says which, and why). C# and XAML come with Prism
// itself.
import './global-prism';
import { Prism } from './highlight';

/** One import per grammar, so that each is a chunk of its own. */
export const GRAMMAR_IMPORTS: Readonly<Record<string, () => Promise<unknown>>> = {
  bash: () => import('prismjs/components/prism-bash'),
  powershell: () => import('prismjs/components/prism-powershell'),
  json: () => import('prismjs/components/prism-json'),
  yaml: () => import('prismjs/components/prism-yaml'),
  ini: () => import('prismjs/components/prism-ini'),
};

/** Each fence language to the grammars it needs, in load order. */
export const GRAMMARS_OF_FENCE: Readonly<Record<string, readonly string[]>> = {
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  powershell: ['powershell'],
  json: ['json'],
  webmanifest: ['json'],
  yaml: ['yaml'],
  yml: ['yaml'],
  ini: ['ini'],
};

const loads = new Map<string, Promise<void>>();
const failed = new Set<string>();

/**
 * While the grammars of a fence language load, the promise of their loading (a block suspends on it); `undefined`
 * once they are there, or for a language that needs none. A grammar that fails to load leaves its code plain.
 */
export function grammarsLoading(language: string): Promise<void> | undefined {
  const grammars = GRAMMARS_OF_FENCE[language];
  if (!grammars || failed.has(language) || grammars.every((grammar) => Prism.languages[grammar])) return undefined;
  let load = loads.get(language);
  if (!load) {
    load = grammars
      .reduce<Promise<unknown>>((previous, grammar) => previous.then(GRAMMAR_IMPORTS[grammar]), Promise.resolve())
      .then(
        () => undefined,
        () => void failed.add(language),
      );
    loads.set(language, load);
  }
  return load;
}
