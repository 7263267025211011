// @ts-check
// ALGOLIA_HOSTS, shared by the site (config/search.ts, src/search/backends.ts) and `npm run search:push`.

/** @param {string | undefined} value comma-separated URLs such as `https://host:port` */
export function parseHostList(value) {
  return (value ?? '').split(',').map((host) => host.trim()).filter(Boolean);
}

/**
 * The host objects Algolia's clients take, from URLs such as `http://127.0.0.1:4702`.
 * @param {readonly string[]} urls
 */
export function toAlgoliaHosts(urls) {
  return urls.map((url) => {
    const { protocol, hostname, port } = new URL(url);
    return {
      url: hostname,
      ...(port ? { port: Number(port) } : {}),
      accept: /** @type {const} */ ('readWrite'),
      protocol: /** @type {'http' | 'https'} */ (protocol.replace(':', '')),
    };
  });
}
