/** A client-side redirect from an old URL to the page that now teaches the same thing. */
export interface Redirect {
  from: string | string[];
  to: string;
}

export const LEGACY_REDIRECTS: Redirect[] = [];
