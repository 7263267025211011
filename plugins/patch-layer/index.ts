import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildProblems } from './build-check';
import { PATCH_POINTS } from './points';

const { appliedRecord } = require('./rewrite-once.cjs') as { appliedRecord: () => Map<string, Map<string, number>> };

interface Module {
  resource?: string;
  nameForCondition?: () => string | null | undefined;
}

interface Compilation {
  hooks: {
    finishModules: { tap(name: string, run: (modules: Iterable<Module>) => void): void };
    processAssets: { tap(options: { name: string; stage: number }, run: () => void): void };
  };
  warnings: { message: string }[];
  errors: unknown[];
}

interface BundlerApi {
  WebpackError: new (message: string) => Error;
  Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
}

const NAME = 'patch-layer';

/**
 * Fails a production build, naming the patch point, when one of ./points.ts did not apply as declared (see
 * ./build-check.ts). It reads the module graph, so a module restored from the bundler's cache counts as applied.
 * Its place in the plugin list does not matter: it checks the compilations the other plugins configured.
 */
export default function patchLayerPlugin({ generatedFilesDir }: LoadContext): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer, { currentBundler }) {
      if (config.mode !== 'production') return {};
      const bundler = currentBundler.instance as unknown as BundlerApi;
      const bundle = isServer ? 'server' : 'client';
      return {
        plugins: [
          {
            apply(compiler: { hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } } }): void {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                let modules: string[] = [];
                compilation.hooks.finishModules.tap(NAME, (all) => {
                  modules = [...all].map((module) => module.resource ?? module.nameForCondition?.() ?? '').filter(Boolean);
                });
                compilation.hooks.processAssets.tap({ name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
                  const problems = buildProblems(PATCH_POINTS, {
                    bundle,
                    modules,
                    readGenerated: (file) => {
                      const full = path.join(generatedFilesDir, file);
                      return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
                    },
                    applied: appliedRecord(),
                    warnings: compilation.warnings.map((warning) => warning.message),
                  });
                  for (const problem of problems) compilation.errors.push(new bundler.WebpackError(problem));
                  const checked = PATCH_POINTS.filter((point) => point.build?.bundles.includes(bundle)).length;
                  if (!problems.length) console.log(`[patch-layer] ${bundle}: ${checked} patch points applied (${modules.length} modules checked)`);
                });
              });
            },
          },
        ],
      };
    },
  };
}
