import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import { navbarDocIds, usesDocCards, withMainDocsOnly, withoutDocList, withoutListedFlags } from '../index';

const versionRoute = (): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          label: '11.0.x',
          docsSidebars: { documentationSidebar: [{ type: 'link', href: '/docs/welcome', label: 'Welcome' }] },
          docs: {
            welcome: { id: 'welcome', title: 'Welcome', description: 'Start here.', sidebar: 'documentationSidebar' },
          },
        },
      },
      routes: [{ path: '/docs/welcome', component: '@theme/DocItem', props: { content: 'welcome.json' } }],
    },
  ],
});

function content(siteDir: string, source: string, sidebars: LoadedContent['loadedVersions'][number]['sidebars'] = {}): LoadedContent {
  mkdirSync(join(siteDir, 'docs'), { recursive: true });
  writeFileSync(join(siteDir, 'docs', 'page.mdx'), source);
  const doc = { source: '@site/docs/page.mdx' };
  return { loadedVersions: [{ docs: [doc], sidebars }] } as unknown as LoadedContent;
}

describe('docs-area plugin', () => {
  it('empties the doc list of the version metadata every doc page loads, and changes nothing else', () => {
    const route = withoutDocList(versionRoute());
    const version = route.routes?.[0]?.props?.version as { docs: Record<string, object>; label: string; docsSidebars: object };
    expect(version.docs).toEqual({});
    expect(version.label).toBe('11.0.x');
    expect(version.docsSidebars).toEqual({ documentationSidebar: [{ type: 'link', href: '/docs/welcome', label: 'Welcome' }] });
    expect(route.routes?.[0]?.routes?.[0]).toEqual(versionRoute().routes?.[0]?.routes?.[0]);
  });

  it('leaves out each sidebar item\'s unlisted: false, keeping unlisted: true and everything else', () => {
    const sidebar = [
      { type: 'link', href: '/docs/a', label: 'A', docId: 'a', unlisted: false },
      { type: 'category', label: 'C', collapsible: true, collapsed: true, items: [{ type: 'link', href: '/docs/b', label: 'B', docId: 'b', unlisted: true }] },
    ];
    const route = withoutListedFlags({ path: '/docs', component: 'x', routes: [{ path: '/docs', component: 'y', props: { version: { label: '11.0.x', docsSidebars: { s: sidebar } } } }] });
    const version = route.routes?.[0]?.props?.version as { label: string; docsSidebars: { s: object[] } };
    expect(version.label).toBe('11.0.x');
    expect(version.docsSidebars.s).toEqual([
      { type: 'link', href: '/docs/a', label: 'A', docId: 'a' },
      { type: 'category', label: 'C', collapsible: true, collapsed: true, items: [{ type: 'link', href: '/docs/b', label: 'B', docId: 'b', unlisted: true }] },
    ]);
  });

  it('keeps the doc list when a page renders doc cards, a category has a generated index or a component shows cards', () => {
    const site = mkdtempSync(join(tmpdir(), 'docs-area-'));
    expect(usesDocCards(content(site, '# Plain page\n'), site)).toBe(false);
    expect(usesDocCards(content(site, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n"), site)).toBe(true);
    const generatedIndex = {
      sidebar: [{ type: 'category', label: 'Basics', items: [], link: { type: 'generated-index', slug: '/basics' } }],
    } as unknown as LoadedContent['loadedVersions'][number]['sidebars'];
    expect(usesDocCards(content(site, '# Plain page\n', generatedIndex), site)).toBe(true);
    mkdirSync(join(site, 'src', 'components', 'Related'), { recursive: true });
    writeFileSync(join(site, 'src', 'components', 'Related', 'index.tsx'), "import DocCard from '@theme/DocCard';\n");
    expect(usesDocCards(content(site, '# Plain page\n'), site)).toBe(true);
  });

  it("keeps in every page's global data only each version's main doc and the navbar's doc items", () => {
    const doc = (id: string) => ({ id, path: `/docs/${id}`, sidebar: 'documentationSidebar' });
    const data = {
      path: '/docs',
      breadcrumbs: true,
      versions: [
        {
          name: 'current', label: '11.0.x', isLast: true, path: '/docs', mainDocId: 'welcome',
          docs: [doc('basics/styles'), doc('welcome'), doc('faq'), doc('guides/deploy')],
          draftIds: [], sidebars: { documentationSidebar: { link: { path: '/docs/welcome', label: 'welcome' } } },
        },
      ],
    } as GlobalPluginData;
    const navbar = { navbar: { items: [{ type: 'doc', docId: 'faq' }, { type: 'dropdown', items: [{ type: 'doc', docId: 'guides/deploy' }] }] } };
    const trimmed = withMainDocsOnly(data, navbarDocIds(navbar));
    expect(trimmed.versions[0]?.docs.map(({ id }) => id)).toEqual(['welcome', 'faq', 'guides/deploy']);
    expect({ ...trimmed.versions[0], docs: [] }).toEqual({ ...data.versions[0], docs: [] });
    expect(withMainDocsOnly(data, navbarDocIds({})).versions[0]?.docs).toEqual([doc('welcome')]);
  });

  it('keeps every doc when an area has several versions, for the dropdown to link the same page in each', () => {
    const version = (name: string) => ({
      name, label: name, isLast: name === 'current', path: `/docs/${name}`, mainDocId: 'welcome',
      docs: [{ id: 'welcome', path: `/docs/${name}/welcome` }, { id: 'faq', path: `/docs/${name}/faq` }],
      draftIds: [], sidebars: {},
    });
    const data = { path: '/docs', breadcrumbs: true, versions: [version('current'), version('10.0')] } as unknown as GlobalPluginData;
    expect(withMainDocsOnly(data, new Set())).toEqual(data);
  });
});
