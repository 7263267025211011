import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBuilt } from '../built-site';
import { DOCS_AREAS } from '../../config/docs-areas';
import { englishDocRoutes } from './site-routes';

const ROOT = join(__dirname, '..', '..');

interface SidebarItem {
  type: string;
  label: string;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}
interface VersionProps {
  version: { docsSidebars: Record<string, SidebarItem[]> };
}
/** The sidebars Docusaurus generated in the last build (`.docusaurus/docusaurus-plugin-content-docs/<id>/p`). */
function builtVersion(pluginId: string): VersionProps['version'] {
  const dir = join(ROOT, '.docusaurus', 'docusaurus-plugin-content-docs', pluginId, 'p');
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run a build first`);
  const file = readdirSync(dir).find((name) => name.endsWith('.json'));
  return (JSON.parse(readFileSync(join(dir, file!), 'utf8')) as VersionProps).version;
}

/** The id and route of every doc of an area, from the metadata file the last build wrote for each doc. */
function builtDocPaths(pluginId: string): Map<string, string> {
  const dir = join(ROOT, '.docusaurus', 'docusaurus-plugin-content-docs', pluginId);
  const files = readdirSync(dir).filter((name) => /^site-.*\.json$/.test(name));
  if (files.length === 0) throw new Error(`${dir} has no doc metadata: run a build first`);
  const docs = files.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { id: string; permalink: string });
  return new Map(docs.map((doc) => [doc.id, englishRoute(doc.permalink)]));
}

/** The last build may have been of another locale: routes are compared without the locale prefix or trailing slash. */
const englishRoute = (path: string): string => path.replace(/^\/(ru|zh-Hans)\//, '/').replace(/(.)\/$/, '$1');

function walk(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [item, ...walk(item.items ?? [])]);
}

function categoryFiles(area: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(join(dir, entry.name));
      else if (entry.name === '_category_.json') out.push(join(dir, entry.name));
    }
  };
  visit(join(ROOT, area));
  return out;
}

describe('sidebars', () => {
  const routes = new Set(englishDocRoutes());
  /** The last build may have been `npm run build:test`, whose sidebar also links the fixture pages. */
  const routesWithFixtures = new Set(englishDocRoutes({ fixtures: true }));

  for (const area of DOCS_AREAS) {
    describeBuilt(`/${area.path} as the last build generated it`, () => {
      const version = builtVersion(area.id);
      const sidebar = version.docsSidebars.documentationSidebar ?? [];
      const items = walk(sidebar).map((item) => ({ ...item, href: item.href && englishRoute(item.href) }));

      it('is the one documentationSidebar, starting at the welcome page', () => {
        expect(Object.keys(version.docsSidebars)).toEqual(['documentationSidebar']);
        expect(items[0]).toMatchObject({ type: 'link', docId: 'welcome', href: `/${area.path}/welcome` });
      });

      it('links only to docs that exist, at the route their source file gives', () => {
        const docPaths = builtDocPaths(area.id);
        for (const item of items.filter((i) => i.docId)) {
          expect(docPaths.get(item.docId!), item.docId).toBe(item.href);
          expect(routesWithFixtures.has(item.href!), item.href).toBe(true);
        }
      });

      it('lists every page of the area', () => {
        const listed = new Set(items.map((item) => item.href).filter(Boolean));
        const pages = [...routes].filter((route) => route.startsWith(`/${area.path}/`));
        expect(pages.filter((page) => !listed.has(page))).toEqual([]);
      });
    });

    it(`/${area.path} categories have a label, a position and a translation key unique in the area`, () => {
      const keys = new Set<string>();
      for (const file of categoryFiles(area.path)) {
        const category = JSON.parse(readFileSync(file, 'utf8')) as { label?: string; key?: string; position?: number };
        const folder = relative(join(ROOT, area.path), dirname(file));
        expect(category.label, file).toBeTruthy();
        expect(typeof category.position, file).toBe('number');
        expect(category.key, file).toBe(folder);
        keys.add(category.key!);
      }
      expect(keys.size).toBe(categoryFiles(area.path).length);
    });
  }
});
