import type { Options } from '@docusaurus/plugin-client-redirects';
import { LEGACY_REDIRECTS, type Redirect } from './config/legacy-redirects';

/** `/docs`, `/accelerate` and `/xpf` open their area's welcome page. */
export const AREA_ROOT_REDIRECTS: Redirect[] = ['docs', 'accelerate', 'xpf'].map((area) => ({
  from: `/${area}`,
  to: `/${area}/welcome`,
}));

export function allRedirects(): Redirect[] {
  return [...AREA_ROOT_REDIRECTS, ...LEGACY_REDIRECTS];
}

export function redirectOptions(): Options {
  return {
    // `/page.html` lands on `/page`; `/page/index.html` is normalised by the router itself.
    fromExtensions: ['html'],
    redirects: allRedirects(),
  };
}
