import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

/**
 * Renders, in a fresh Node process with the given NODE_ENV (React's production or development server build), a page
 * of short Russian paragraphs through the function Docusaurus's SSG renders every page with; React writes it in
 * 2 KiB chunks, and with paragraphs of varying lengths some Cyrillic letter falls across a chunk's end.
 */
function render(nodeEnv: 'production' | 'development'): { streamed: string; whole: string } {
  const script = `
    import { createElement as h } from 'react';
    import { renderToString } from 'react-dom/server';
    import { renderToHtml } from '@docusaurus/core/lib/client/renderToHtml.js';
    const app = h('main', null, Array.from({ length: 300 }, (_, i) =>
      h('p', { key: i }, 'x'.repeat(i % 4), 'Углублённые темы\\u200b ', String(i))));
    process.stdout.write(JSON.stringify({ streamed: await renderToHtml(app), whole: renderToString(app) }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: nodeEnv },
  });
  return JSON.parse(output) as { streamed: string; whole: string };
}

describe("React's streaming server renderer, as patched (patches/react-dom+18.3.1.patch)", () => {
  for (const nodeEnv of ['production', 'development'] as const) {
    it(`writes multi-byte characters at chunk ends without NUL bytes (${nodeEnv} build)`, () => {
      const { streamed, whole } = render(nodeEnv);
      expect(streamed.indexOf('\0'), 'offset of the first NUL').toBe(-1);
      expect(streamed).toBe(whole);
    });
  }
});
