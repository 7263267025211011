import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { checkPluginNeeds, pluginNameOf } from '../plugin-needs';

const PLUGINS_DIR = path.join(__dirname, '..', '..');

// Stand-ins for the site's plugin functions: only their names count.
function leanEntryPlugin() {
  return { name: 'lean-entry' };
}
function idlePrefetchPlugin() {
  return { name: 'idle-prefetch' };
}
function paintFirstPlugin() {
  return { name: 'paint-first' };
}
const docsArea = () => ({ name: 'docs-area' });
const LIST: PluginConfig[] = [[docsArea, {}], 'client-redirects', idlePrefetchPlugin, [leanEntryPlugin, {}], paintFirstPlugin, false];

describe('the plugins a plugin needs', () => {
  it('are named in the config as their folders are', () => {
    expect(LIST.map(pluginNameOf)).toEqual(['docs-area', 'client-redirects', 'idle-prefetch', 'lean-entry', 'paint-first', undefined]);
  });

  it('pass when each is in the list where it must stand', () => {
    expect(() =>
      checkPluginNeeds(LIST, 'lean-entry', [
        { plugin: 'idle-prefetch', position: 'before', what: 'x' },
        { plugin: 'paint-first', position: 'after', what: 'y' },
        { plugin: 'client-redirects', position: 'anywhere', what: 'z' },
      ]),
    ).not.toThrow();
  });

  it('fail naming both plugins, and what is needed, when one is missing', () => {
    const withoutLeanEntry = LIST.filter((config) => pluginNameOf(config) !== 'lean-entry');
    expect(() =>
      checkPluginNeeds(withoutLeanEntry, 'paint-first', [{ plugin: 'lean-entry', position: 'anywhere', what: 'its registry format' }]),
    ).toThrow('[paint-first] needs the lean-entry plugin (its registry format): add lean-entry to the plugins of docusaurus.config.ts');
  });

  it('fail naming both plugins when one is on the wrong side', () => {
    expect(() => checkPluginNeeds(LIST, 'idle-prefetch', [{ plugin: 'lean-entry', position: 'before', what: 'its chunk-ids file' }])).toThrow(
      '[idle-prefetch] needs the lean-entry plugin before idle-prefetch (its chunk-ids file): move lean-entry before idle-prefetch in the plugins of docusaurus.config.ts',
    );
    expect(() => checkPluginNeeds(LIST, 'paint-first', [{ plugin: 'idle-prefetch', position: 'after', what: 'w' }])).toThrow(
      /needs the idle-prefetch plugin after paint-first/,
    );
  });

  it("cannot check an order for a plugin that is not in the list, and says so", () => {
    expect(() => checkPluginNeeds(LIST, 'split-entry', [{ plugin: 'lean-entry', position: 'before', what: 'v' }])).toThrow(
      /\[split-entry\] is not in the plugins of docusaurus.config.ts/,
    );
  });

  it("finds every one of the site's plugins by name: each plugin's function is named after its folder", () => {
    const plugins = readdirSync(PLUGINS_DIR).flatMap((folder) => {
      const file = path.join(PLUGINS_DIR, folder, 'index.ts');
      const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
      // Docusaurus plugins only: remark plugins are not in the config's plugin list.
      const plugin = /export default function (\w+)\([^)]*\): Plugin\b/.exec(source)?.[1] ?? /export default (\w+);/.exec(source)?.[1];
      return plugin ? [{ folder, plugin }] : [];
    });
    const named = plugins.map(({ folder, plugin }) => [folder, pluginNameOf(Object.defineProperty(() => null, 'name', { value: plugin }))]);
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter(([folder, name]) => folder !== name)).toEqual([]);
  });
});
