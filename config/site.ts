// Site-wide constants and the environment switches an operator can set. One place to read them.

/** Where the site is deployed; `BASE_URL` overrides the path for sub-path deployments (e.g. `/docs-preview/`). */
export const SITE_URL = 'https://docs.avaloniaui.net';

/** Source repository of this site; edit links on every page point into it. */
export const REPOSITORY_URL = 'https://github.com/AvaloniaUI/avalonia-docs';
export const EDIT_URL_BASE = `${REPOSITORY_URL}/edit/main/`;

export const COMPANY = 'AvaloniaUI OÜ';

/** Normalises a base URL to the `/path/` shape Docusaurus requires. */
export function normaliseBaseUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed || trimmed === '/') return '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

export interface SiteEnvironment {
  baseUrl: string;
  /** Rspack, SWC and Lightning CSS; `DOCUSAURUS_FASTER=false` gives the plain webpack build the benchmark compares. */
  faster: boolean;
  /** Microsoft Clarity project id; nothing third-party loads without it. */
  clarityProjectId: string | undefined;
  /** Navbar hides on scroll down and shows on scroll up. */
  hideNavbarOnScroll: boolean;
  /** The browser tests' fixture pages (src/pages/tests, at /tests/…) are built: `npm test` asks for them. */
  testPages: boolean;
}

export function readSiteEnvironment(env: NodeJS.ProcessEnv = process.env): SiteEnvironment {
  return {
    baseUrl: normaliseBaseUrl(env.BASE_URL),
    faster: env.DOCUSAURUS_FASTER !== 'false',
    clarityProjectId: env.CLARITY_PROJECT_ID?.trim() || undefined,
    hideNavbarOnScroll: env.NAVBAR_HIDE_ON_SCROLL === 'true',
    testPages: env.DOCS_TEST_PAGES === 'true',
  };
}
