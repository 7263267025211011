import type { PluginConfig } from '@docusaurus/types';

/** Another of the site's plugins that a plugin does not work without. */
export interface PluginNeed {
  /** Its name: its folder under plugins/. */
  plugin: string;
  /** Where it must stand in the config's plugin list, relative to the plugin that needs it. */
  position: 'before' | 'after' | 'anywhere';
  /** What is needed of it, in a few words: the error says it. */
  what: string;
}

/**
 * The name of a plugin in the config's list, as its folder says: a local plugin's function is named after its folder
 * (`leanEntryPlugin`, or `[leanEntryPlugin, options]`, is lean-entry); a plugin given by module name is that name.
 */
export function pluginNameOf(config: PluginConfig): string | undefined {
  const entry = Array.isArray(config) ? config[0] : config;
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function' || !entry.name) return undefined;
  return entry.name.replace(/Plugin$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Fails, naming both plugins and what one needs of the other, unless every plugin `self` needs is in the config's
 * plugin list (`context.siteConfig.plugins`) where it must stand. Called when `self` is set up, so a config that
 * leaves out or moves a plugin another depends on stops there, not in a build that runs without it.
 */
export function checkPluginNeeds(plugins: readonly PluginConfig[], self: string, needs: readonly PluginNeed[]): void {
  const names = plugins.map(pluginNameOf);
  const at = names.indexOf(self);
  for (const { plugin, position, what } of needs) {
    const found = names.indexOf(plugin);
    const where = position === 'anywhere' ? '' : ` ${position} ${self}`;
    if (found < 0) throw new Error(`[${self}] needs the ${plugin} plugin (${what}): add ${plugin} to the plugins of docusaurus.config.ts${where}`);
    if (position === 'anywhere') continue;
    if (at < 0) throw new Error(`[${self}] is not in the plugins of docusaurus.config.ts, so where ${plugin} stands cannot be checked`);
    if (position === 'before' ? found > at : found < at) {
      throw new Error(`[${self}] needs the ${plugin} plugin${where} (${what}): move ${plugin}${where} in the plugins of docusaurus.config.ts`);
    }
  }
}
