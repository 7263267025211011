import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { staticPathMatcher, type PathOptions } from '../static-path';

const require = createRequire(import.meta.url);
/** The path-to-regexp react-router 5 compiles with (1.x). */
const pathToRegexp = require('path-to-regexp') as (path: string, keys: unknown[], options: PathOptions) => RegExp;

const PATHS = ['/', '', '/docs', '/docs/', '/docs/basics/data/data-binding', '/zh-Hans/docs/welcome', '/Docs/API', '/search', '/a.b'];
const PATHNAMES = [
  '/', '', '/docs', '/docs/', '/DOCS', '/docs/x', '/docs//', '/docsx', '/docs/basics/data/data-binding', '/docs/basics/data/data-binding/',
  '/docs/basics/data/data-binding/more', '/zh-hans/docs/welcome', '/zh-Hans/docs/welcome/', '/docs/api', '/Docs/API/', '/searching',
  '/search/', '/a.b', '/axb', '/ſearch', '/K', '/docs/\u00e9',
];
const OPTIONS: PathOptions[] = [true, false].flatMap((end) =>
  [true, false].flatMap((strict) => [true, false].map((sensitive) => ({ end, strict, sensitive }))),
);

describe('plain route paths matched without a RegExp', () => {
  it("match every pathname as path-to-regexp's RegExp does, for every option react-router passes", () => {
    for (const path of PATHS) {
      for (const options of OPTIONS) {
        const matcher = staticPathMatcher(path, options);
        expect(matcher, path).toBeDefined();
        const regexp = pathToRegexp(path, [], options);
        for (const pathname of PATHNAMES) {
          const expected = regexp.exec(pathname);
          expect(matcher!.exec(pathname), `${path} ${JSON.stringify(options)} ${pathname}`).toEqual(expected ? [expected[0]] : null);
        }
      }
    }
  });

  it('leave paths with parameters, groups, wildcards, escapes or non-ASCII text to path-to-regexp', () => {
    for (const path of ['/blog/:slug', '/docs/(.*)', '/*', '/a\\:b', '/docs/:id?', '/文档']) {
      expect(staticPathMatcher(path, { end: true }), path).toBeUndefined();
    }
  });
});
