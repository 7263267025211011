/** What react-router's `matchPath` reads of a compiled route path: `exec`, as on the RegExp path-to-regexp builds. */
export interface PathMatcher {
  exec(pathname: string): [string] | null;
}

/** The options react-router compiles a route path with (path-to-regexp 1.x's). */
export interface PathOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** path-to-regexp 1.x syntax: escapes, `:params`, `(groups)`, `*` and modifiers. A path without any is plain text. */
const PATTERN_SYNTAX = /[\\:()*?+]/;
const ASCII = /^[\x20-\x7e]*$/;

/** ASCII letters folded as a case-insensitive RegExp without the `u` flag folds them; other characters unchanged. */
const fold = (code: number): number => (code >= 65 && code <= 90 ? code + 32 : code);

function startsWith(text: string, prefix: string, sensitive: boolean): boolean {
  if (sensitive || text.length < prefix.length) return text.startsWith(prefix);
  for (let index = 0; index < prefix.length; index++) {
    const a = text.charCodeAt(index);
    const b = prefix.charCodeAt(index);
    if (a !== b && fold(a) !== fold(b)) return false;
  }
  return true;
}

/**
 * Matches a plain route path (no parameters) exactly as the RegExp path-to-regexp 1.x builds for it, without building
 * one: `^<path>(?:\/(?=$))?` then `$` (exact) or `(?=\/|$)`, case-insensitive unless `sensitive`. Undefined for a
 * path with pattern syntax (or non-ASCII text), which path-to-regexp compiles as before.
 */
export function staticPathMatcher(path: unknown, options: PathOptions): PathMatcher | undefined {
  if (typeof path !== 'string' || PATTERN_SYNTAX.test(path) || !ASCII.test(path)) return undefined;
  const end = options.end !== false;
  const strict = options.strict === true;
  const sensitive = options.sensitive === true;
  const endsWithSlash = path.endsWith('/');
  const base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  return {
    exec(pathname) {
      if (!startsWith(pathname, base, sensitive)) return null;
      let length = base.length;
      // Non-strict: a trailing slash is part of the match when nothing follows it.
      if (!strict && pathname.length === length + 1 && pathname.charCodeAt(length) === 47) length += 1;
      const atEnd = length === pathname.length;
      if (end) return atEnd ? [pathname.slice(0, length)] : null;
      if (strict && endsWithSlash) return [pathname.slice(0, length)];
      return atEnd || pathname.charCodeAt(length) === 47 ? [pathname.slice(0, length)] : null;
    },
  };
}
