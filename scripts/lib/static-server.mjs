// @ts-check
// Serves a build folder the way a production host does: clean URLs, no trailing slash, gzip on the wire.
import { createServer } from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';

/**
 * @param {string} dir
 * @param {number} port
 * @param {{ gzip?: boolean }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function serveBuild(dir, port, { gzip = true } = {}) {
  const compress = compression();
  const serve = (/** @type {import('node:http').IncomingMessage} */ request, /** @type {import('node:http').ServerResponse} */ response) =>
    handler(request, response, { public: dir, cleanUrls: true, trailingSlash: false });
  const server = createServer((request, response) => {
    if (!gzip) return void serve(request, response);
    // @ts-expect-error compression is Express middleware; plain node request and response are enough for it.
    compress(request, response, () => serve(request, response));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// `node scripts/lib/static-server.mjs <dir> <port>`: serve a build in its own process (the link check does).
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [dir = 'build', port = '3500'] = process.argv.slice(2);
  await serveBuild(dir, Number(port), { gzip: false });
  console.log(`serving ${dir} on http://127.0.0.1:${port}`);
}
