import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { PluginModule, RouteConfig } from '@docusaurus/types';
import { afterCompilation } from '../dev-reload/compilations';

/**
 * The docs plugin, minus two payloads.
 *
 * - Every doc page loads its version's metadata, which lists each doc of the area (id, title, description) next to
 *   the sidebars: most of what each doc page downloads for it (scripts/bench/README.md). The theme reads that list
 *   only through `useDocById`, to fill DocCard grids (DocCardList, generated-index categories); titles, descriptions
 *   and sidebars of the page itself come from elsewhere. So the list is left empty unless the area uses doc cards.
 * - Every page's entry JS carries the plugin's global data, which lists each doc's id and path of the three areas
 *   again. The theme reads it to link navbar `doc` items and, in the version dropdown, to link the page being read
 *   in another version. While an area has one version, and since the navbar links docs by path,
 *   only each version's main doc (the dropdown's target) and the docs of navbar `doc` items are kept; an area with
 *   several versions keeps the whole list, so that its dropdown can link the same page in each.
 *
 * And each sidebar link's `unlisted: false`, which the theme reads as a flag (absent is false).
 *
 * In the dev server, which loads every doc of the area again after any save, that reload waits until the bundler
 * has compiled the saved page (plugins/dev-reload): the edit shows first, its metadata (title, sidebar) follows.
 */
const docsArea: PluginModule<LoadedContent> = async (context, options) => {
  // Docusaurus has validated and normalised the options with the docs plugin's validator (below) by now.
  const plugin = await docsPlugin(context, options as PluginOptions);
  const { loadContent, contentLoaded } = plugin;
  if (!loadContent || !contentLoaded) return plugin;
  return {
    ...plugin,
    async loadContent() {
      await afterCompilation();
      return loadContent.call(plugin);
    },
    async contentLoaded(args) {
      const keptDocIds = navbarDocIds(context.siteConfig.themeConfig);
      const docCards = usesDocCards(args.content, context.siteDir);
      const actions = {
        ...args.actions,
        addRoute: (route: RouteConfig) => args.actions.addRoute(withoutListedFlags(docCards ? route : withoutDocList(route))),
        setGlobalData: (data: unknown) => args.actions.setGlobalData(withMainDocsOnly(data as GlobalPluginData, keptDocIds)),
      };
      return contentLoaded({ ...args, actions });
    },
  };
};
// The docs plugin's own validator, typed for its options; Docusaurus calls it with this plugin's options.
docsArea.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
export default docsArea;

type SidebarItem = { unlisted?: boolean; items?: SidebarItem[] };
type VersionProp = { docs?: Record<string, unknown>; docsSidebars?: Record<string, SidebarItem[]> };

/** The route tree with `change` applied to the version metadata prop of every route that has one. */
function withVersionProps(route: RouteConfig, change: (version: VersionProp) => VersionProp): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props = version ? { ...route.props, version: change(version) } : route.props;
  return {
    ...route,
    ...(props && { props }),
    ...(route.routes && { routes: route.routes.map((child) => withVersionProps(child, change)) }),
  };
}

/** The route tree with an empty doc list in every version metadata prop. */
export function withoutDocList(route: RouteConfig): RouteConfig {
  return withVersionProps(route, (version) => (version.docs === undefined ? version : { ...version, docs: {} }));
}

/** The route tree with no `unlisted: false` in the sidebars of any version metadata prop. */
export function withoutListedFlags(route: RouteConfig): RouteConfig {
  const withoutFlag = (items: SidebarItem[]): SidebarItem[] =>
    items.map(({ unlisted, items: children, ...item }) => ({
      ...item,
      ...(unlisted && { unlisted }),
      ...(children && { items: withoutFlag(children) }),
    }));
  return withVersionProps(route, (version) =>
    version.docsSidebars
      ? { ...version, docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([id, items]) => [id, withoutFlag(items)])) }
      : version,
  );
}

/**
 * The global data with, in each version's doc list, only its main doc and the docs named in `keptDocIds`; as it is
 * when the area has several versions.
 */
export function withMainDocsOnly(data: GlobalPluginData, keptDocIds: ReadonlySet<string>): GlobalPluginData {
  if (data.versions.length > 1) return data;
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId || keptDocIds.has(doc.id)),
    })),
  };
}

/** The doc ids of the navbar's `doc` items, dropdown items included: the theme looks each up in the global data. */
export function navbarDocIds(themeConfig: object): Set<string> {
  const ids = new Set<string>();
  const visit = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items as { type?: string; docId?: string; items?: unknown }[]) {
      if (item.type === 'doc' && item.docId) ids.add(item.docId);
      visit(item.items);
    }
  };
  visit((themeConfig as { navbar?: { items?: unknown } }).navbar?.items);
  return ids;
}

/** Whether any page renders doc cards, which show the titles and descriptions of the docs they link to. */
export function usesDocCards(content: LoadedContent, siteDir: string): boolean {
  return (
    content.loadedVersions.some(
      (version) =>
        hasGeneratedIndex(Object.values(version.sidebars)) ||
        version.docs.some((doc) => DOC_CARDS.test(readSource(doc.source, siteDir))),
    ) || sourceFiles(join(siteDir, 'src')).some((file) => DOC_CARDS.test(readFileSync(file, 'utf8')))
  );
}

// What a page or a component needs to show doc cards: the theme's DocCard or DocCardList, or the doc lookup they use.
const DOC_CARDS = /\bDocCard(List)?\b|\buseDocById\b/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mdx?)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function hasGeneratedIndex(items: readonly unknown[]): boolean {
  return items.some((item) => {
    if (Array.isArray(item)) return hasGeneratedIndex(item);
    const category = item as { type?: string; link?: { type?: string }; items?: unknown[] };
    return category.type === 'category' && (category.link?.type === 'generated-index' || hasGeneratedIndex(category.items ?? []));
  });
}

function readSource(source: string, siteDir: string): string {
  return readFileSync(join(siteDir, source.replace(/^@site\//, '')), 'utf8');
}
