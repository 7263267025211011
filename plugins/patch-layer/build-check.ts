// What a production build checks of each patch point (./points.ts), from the compilation's module graph, the
// generated files and the record of where each rewrite applied (./rewrite-once.cjs).
import type { PatchPoint } from './points';

export interface CompilationFacts {
  bundle: 'client' | 'server';
  /** Resolved paths of every module in the compilation. */
  modules: readonly string[];
  /** Reads a file Docusaurus generated (.docusaurus/<file>); undefined when there is none. */
  readGenerated: (file: string) => string | undefined;
  /** Where each rewrite applied in this build process: patch point id to resource paths. */
  applied: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** The compilation's warning messages. */
  warnings: readonly string[];
}

/**
 * The problems of a compilation, one message each naming its patch point: a point that applied to no module (its
 * target was renamed, or the bundler resolved another file), to more than it should, to a file it does not
 * target, left in a module it replaces, or whose replacement lacks an export the code imports. Modules restored
 * from the bundler's cache count: they are in the graph, transformed as when they were built.
 */
export function buildProblems(points: readonly PatchPoint[], facts: CompilationFacts): string[] {
  const problems: string[] = [];
  for (const point of points) {
    const fail = (message: string) =>
      problems.push(`[patch-layer] patch point "${point.id}" (${point.where}): ${message}. See plugins/patch-layer/README.md; contract test: npx vitest run tests/unit/patch-layer-contract.test.ts`);
    const check = point.build;
    if (!check?.bundles.includes(facts.bundle)) continue;
    for (const { path, count } of check.modules ?? []) {
      const found = facts.modules.filter((module) => path.test(module)).length;
      if (count === 'some' ? found === 0 : found !== count) fail(`the ${facts.bundle} build has ${found} module(s) matching ${path}, expected ${count === 'some' ? 'at least 1' : count}`);
    }
    for (const path of check.absent ?? []) {
      const left = facts.modules.find((module) => path.test(module));
      if (left) fail(`the ${facts.bundle} build still has ${left}, which it replaces`);
    }
    if (check.generated) {
      const text = facts.readGenerated(check.generated.file);
      const wanted = typeof check.generated.contains === 'string' ? check.generated.contains : check.generated.contains();
      if (text === undefined) fail(`.docusaurus/${check.generated.file} is missing`);
      else if (!text.includes(wanted)) fail(`.docusaurus/${check.generated.file} no longer lists ${wanted}`);
    }
    if (point.kind === 'loader rewrite' && check.modules) {
      for (const resource of facts.applied.get(point.id)?.keys() ?? []) {
        if (!check.modules.some(({ path }) => path.test(resource))) fail(`it rewrote ${resource}, which it does not target`);
      }
    }
  }
  for (const warning of facts.warnings) {
    if (!/was not found in/.test(warning)) continue;
    const point = points.find((entry) => entry.targets.some((target) => warning.includes(`'${target.package}'`)) || entry.build?.modules?.some(({ path }) => path.test(warning.split('\n')[0] ?? '')));
    problems.push(`[patch-layer] ${point ? `patch point "${point.id}" (${point.where})` : 'an import'}: ${warning.split('\n')[0]}`);
  }
  return problems;
}
