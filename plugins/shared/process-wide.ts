/**
 * One value for the whole build process, made on first use. Docusaurus loads the site's config and plugins afresh
 * for every locale it builds, so a module-level value would start over with each locale; this one hangs off
 * globalThis under a registered symbol (`avalonia-docs.<name>`), which every copy of the module finds.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`avalonia-docs.${name}`);
  const shared = globalThis as Record<symbol, T | undefined>;
  return (shared[key] ??= create());
}
