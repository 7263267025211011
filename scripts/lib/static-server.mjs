// @ts-check
// Serves a build folder the way a production host does: clean URLs, no trailing slash, gzip on the wire.
import { createServer } from 'node:http';
import compression from 'compression';
import handler from 'serve-handler';

/**
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<import('node:http').Server>}
 */
export function serveBuild(dir, port) {
  const compress = compression();
  const server = createServer((request, response) => {
    // @ts-expect-error compression is Express middleware; plain node request and response are enough for it.
    compress(request, response, () => handler(request, response, { public: dir, cleanUrls: true, trailingSlash: false }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
