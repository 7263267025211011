import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import docsPlugin, { validateOptions, type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import type { PluginModule, RouteConfig } from '@docusaurus/types';

/**
 * The docs plugin, minus one payload. Every doc page loads its version's metadata, which lists each doc of the area
 * with its description: 15 KB of the 29 KB (gzip) that /docs pages download for it. The theme reads those
 * descriptions only to fill DocCard grids (DocCardList, generated-index categories); a page's own meta description
 * comes from the page. So they are dropped from that payload unless the area uses doc cards.
 */
const docsArea: PluginModule<LoadedContent> = async (context, options) => {
  // Docusaurus has validated and normalised the options with the docs plugin's validator (below) by now.
  const plugin = await docsPlugin(context, options as PluginOptions);
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      if (usesDocCards(args.content, context.siteDir)) return contentLoaded(args);
      const actions = { ...args.actions, addRoute: (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route)) };
      return contentLoaded({ ...args, actions });
    },
  };
};
// The docs plugin's own validator, typed for its options; Docusaurus calls it with this plugin's options.
docsArea.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
export default docsArea;

type VersionProp = { docs?: Record<string, { description?: string }> };

/** The route tree with `description` removed from every doc listed in a version's metadata prop. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props =
    version?.docs === undefined
      ? route.props
      : {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
            ),
          },
        };
  return { ...route, ...(props && { props }), ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }) };
}

/** Whether any page renders doc cards, which show the descriptions of the docs they link to. */
export function usesDocCards(content: LoadedContent, siteDir: string): boolean {
  return content.loadedVersions.some(
    (version) =>
      hasGeneratedIndex(Object.values(version.sidebars)) ||
      version.docs.some((doc) => /\bDocCardList\b|\buseDocById\b/.test(readSource(doc.source, siteDir))),
  );
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
