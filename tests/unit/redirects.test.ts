import { describe, expect, it } from 'vitest';
import { brokenRedirects, collectRedirects, explicitRedirects, redirectsTo } from '../../redirects';
import { LEGACY_PAGES } from '../../config/legacy-redirects';
import { englishDocRoutes } from './site-routes';
import replacedSite from './fixtures/replaced-site-urls.json';

const routes = englishDocRoutes();
const redirects = collectRedirects(routes);
const target = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;

describe('legacy redirects', () => {
  it('cover every legacy group of the old docs', () => {
    for (const group of [
      'animations',
      'authoring-controls',
      'controls',
      'data-binding',
      'distribution-publishing',
      'getting-started',
      'guides',
      'input',
      'layout',
      'misc',
      'styling',
      'templates',
      'tutorials',
      'reference/controls/detailed-reference',
      'next',
    ]) {
      expect(redirects.some(({ from }) => from === `/docs/${group}` || from.startsWith(`/docs/${group}/`)), group).toBe(
        true,
      );
    }
    expect(Object.keys(LEGACY_PAGES).length).toBeGreaterThanOrEqual(15);
  });

  it('send the documented moves where the issue says', () => {
    expect(target('/docs/getting-started')).toBe('/docs/get-started');
    expect(target('/docs/data-binding')).toBe('/docs/basics/data/data-binding');
    expect(target('/docs/layout')).toBe('/docs/basics/user-interface/building-layouts');
    expect(target('/docs/misc/wpf')).toBe('/docs/get-started/wpf');
    expect(target('/docs/wpf-developer-tips')).toBe('/docs/get-started/wpf');
    expect(target('/docs/tutorials/developing-for-mobile')).toBe('/docs/guides/platforms');
    expect(target('/docs/guides/deep-dives/reactiveui')).toBe('/docs/concepts/reactiveui');
  });

  it('map old control URLs, old capitalisation included, to the control reference', () => {
    expect(target('/docs/controls/SplitButton')).toBe('/docs/reference/controls/buttons/splitbutton');
    expect(target('/docs/controls/button')).toBe('/docs/reference/controls/buttons/button');
    expect(target('/docs/controls/buttons/button')).toBe('/docs/reference/controls/buttons/button');
    expect(target('/docs/controls/listbox')).toBe('/docs/reference/controls/listbox');
    expect(target('/docs/reference/controls/detailed-reference/textblock')).toBe('/docs/reference/controls/textblock');
  });

  it('serve every current docs page under /docs/next too', () => {
    for (const route of routes.filter((r) => r.startsWith('/docs/'))) {
      expect(target(route.replace('/docs/', '/docs/next/')), route).toBe(route);
    }
  });

  it('move whole folders page by page', () => {
    expect(target('/docs/misc/wpf/grid')).toBe('/docs/get-started/wpf/grid');
    expect(target('/docs/wpf-developer-tips/grid')).toBe('/docs/get-started/wpf/grid');
    expect(target('/docs/tutorials/developing-for-mobile/android')).toBe('/docs/guides/platforms/android');
    expect(target('/docs/guides/deep-dives/reactiveui/routing')).toBe('/docs/concepts/reactiveui/routing');
  });

  it('send a music-store step of the replaced site to the step that replaced it', () => {
    expect(target('/docs/tutorials/music-store-app/setup-development-environment')).toBe(
      '/docs/tutorials/music-store-app/creating-the-project',
    );
  });

  it('land every URL of the replaced site on a page: its pages (under /docs/next too) and its redirects', () => {
    const pages = new Set(routes);
    const lands = (url: string) => pages.has(url) || target(url) !== undefined;
    const urls = [
      ...replacedSite.pages,
      ...replacedSite.pages.filter((page) => page.startsWith('/docs/')).map((page) => page.replace('/docs/', '/docs/next/')),
      ...replacedSite.redirects,
    ];
    expect(urls.filter((url) => !lands(url))).toEqual([]);
  });

  it('send the two Parcel guides to notary and signing, not swapped', () => {
    expect(target('/accelerate/tools/parcel/guies/apple-notary')).toBe('/accelerate/tools/parcel/apple/notary');
    expect(target('/accelerate/tools/parcel/guies/apple-signing')).toBe('/accelerate/tools/parcel/apple/signing');
  });

  it('open each area at its welcome page', () => {
    for (const area of ['docs', 'accelerate', 'xpf']) expect(redirectsTo(`/${area}/welcome`)).toContain(`/${area}`);
  });

  it('never redirect the same old path twice, nor shadow a page that exists', () => {
    const froms = redirects.map(({ from }) => from);
    expect(froms.length).toBe(new Set(froms).size);
    const pages = new Set(routes);
    expect(froms.filter((from) => pages.has(from))).toEqual([]);
  });

  it('all lead to pages that exist', () => {
    expect(brokenRedirects(explicitRedirects(), routes)).toEqual([]);
  });

  it('name both paths when a target is missing', () => {
    expect(brokenRedirects([{ from: '/docs/old', to: '/docs/gone' }], routes)).toEqual([
      'redirect from /docs/old goes to /docs/gone, which is not a page of the site',
    ]);
  });
});
