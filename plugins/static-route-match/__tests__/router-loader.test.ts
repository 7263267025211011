import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { withStaticPathMatch, ROUTER_MODULE } = require('../router-loader.cjs') as {
  withStaticPathMatch: (source: string, resourcePath: string) => string;
  ROUTER_MODULE: RegExp;
};

describe("the loader on react-router's compilePath", () => {
  it("rewrites the installed react-router's compilePath, which the loader's pattern matches", () => {
    const file = join(process.cwd(), 'node_modules', 'react-router', 'esm', 'react-router.js');
    expect(ROUTER_MODULE.test(file)).toBe(true);
    const rewritten = withStaticPathMatch(readFileSync(file, 'utf8'), file);
    expect(rewritten).toContain('__staticPathMatcher(path, options) || pathToRegexp(path, keys, options)');
    // The matcher it puts in is the browser's module (src/routing), named by a path that exists.
    const matcher = /import \{ staticPathMatcher as __staticPathMatcher \} from "([^"]+)";/.exec(rewritten)?.[1];
    expect(matcher && existsSync(matcher) ? relative(process.cwd(), matcher) : matcher).toBe(join('src', 'routing', 'static-path.ts'));
    expect(() => withStaticPathMatch('export {};', file)).toThrow(/patch point "[a-z/-]*": .* 0 times/);
  });
});
