/** The part of the bundler (webpack or Rspack) the check uses. */
export interface CheckBundler {
  Compilation: { PROCESS_ASSETS_STAGE_REPORT: number };
  WebpackError: new (message: string) => Error;
}

interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } };
  getAssets(): ReadonlyArray<{ name: string; source: { source(): string | Buffer } }>;
  errors: unknown[];
}

const NAME = 'lean-entry-in-place-check';

/**
 * Each translated id that a browser JS file still names, with the file: a `translate()` or `<Translate>` call that
 * ./translate-calls.cjs did not rewrite. Ids are ASCII, so they appear as written, in either quote.
 */
export function idsStillNamed(files: Iterable<{ name: string; text: string }>, ids: readonly string[]): { id: string; file: string }[] {
  if (ids.length === 0) return [];
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(["'])(${escaped.join('|')})\\1`, 'g');
  const found: { id: string; file: string }[] = [];
  for (const { name, text } of files) {
    for (const match of text.matchAll(pattern)) found.push({ id: match[2]!, file: name });
  }
  return found;
}

/**
 * Fails the browser build when a translated id is still looked up at run time: with every translation put in place
 * and the locale's map left empty, such a call would show readers the English text.
 */
export function inPlaceCheckPlugin(bundler: CheckBundler, locale: string, ids: readonly string[]) {
  return {
    apply(compiler: { hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } } }): void {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: bundler.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const files = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.js'))
            .map((asset) => ({ name: asset.name, text: asset.source.source().toString() }));
          for (const { id, file } of idsStillNamed(files, ids)) {
            compilation.errors.push(
              new bundler.WebpackError(
                `[lean-entry] ${file} still looks up the UI string "${id}" at run time: a translate() or <Translate> call that ` +
                  `plugins/lean-entry/translate-calls.cjs did not rewrite (an import under another name, or a package the rule ` +
                  `leaves out). The ${locale} translation is not in the entry's map any more, so readers would see the English text.`,
              ),
            );
          }
        });
      });
    },
  };
}
