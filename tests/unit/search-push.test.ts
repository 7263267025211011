import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';

interface Recorded {
  method: string;
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

/** Algolia's write API as search:push uses it: every write answers with a task, every task is published. */
function fakeAlgoliaAdmin(requests: Recorded[]): Server {
  let task = 0;
  return createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const body = (data ? JSON.parse(data) : {}) as Record<string, unknown>;
      requests.push({ method: request.method ?? '', path, apiKey: request.headers['x-algolia-api-key'] as string | undefined, body });
      response.setHeader('Content-Type', 'application/json');
      if (request.method === 'GET' && /\/task\/\d+$/.test(path)) return void response.end(JSON.stringify({ status: 'published', pendingTask: false }));
      const objectIDs = ((body.requests as { body?: { objectID?: string } }[] | undefined) ?? []).map((r) => r.body?.objectID ?? '');
      response.end(JSON.stringify({ taskID: ++task, updatedAt: new Date().toISOString(), objectIDs }));
    });
  });
}

function record(objectID: string, type: string, language: string, contentLanguage = language) {
  return {
    objectID,
    url: `/docs/page#${objectID}`,
    type,
    hierarchy: { lvl0: 'Basics', lvl1: 'Page', lvl2: type === 'lvl2' ? 'Section' : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: 'Text of the section.',
    language,
    content_language: contentLanguage,
    docusaurus_tag: 'docs-default-current',
    product: 'avalonia',
  };
}

describe('npm run search:push', () => {
  const requests: Recorded[] = [];
  const server = fakeAlgoliaAdmin(requests);
  const records = mkdtempSync(join(tmpdir(), 'search-records-'));
  let output = '';

  beforeAll(async () => {
    writeFileSync(join(records, 'en.json'), JSON.stringify([record('a', 'lvl1', 'en'), record('b', 'lvl2', 'en')]));
    // A section of a translated page, and one of a page ru serves untranslated, in English.
    writeFileSync(join(records, 'ru.json'), JSON.stringify([record('c', 'content', 'ru'), record('d', 'content', 'ru', 'en')]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const run = await promisify(execFile)(process.execPath, ['scripts/search-push.mjs', '--records', records], {
      env: {
        ...process.env,
        ALGOLIA_APP_ID: 'TESTAPP',
        ALGOLIA_ADMIN_API_KEY: 'admin-key',
        ALGOLIA_INDEX_NAME: 'avalonia_docs',
        ALGOLIA_HOSTS: `http://127.0.0.1:${port}`,
      },
    });
    output = run.stdout;
  }, 180_000);

  afterAll(() => {
    server.close();
    rmSync(records, { recursive: true, force: true });
  });

  it('sets the index settings the site queries rely on, with the admin key', () => {
    const settings = requests.find((r) => r.method === 'PUT' && r.path === '/1/indexes/avalonia_docs/settings');
    expect(settings?.apiKey).toBe('admin-key');
    expect(settings?.body.attributesForFaceting).toEqual(
      expect.arrayContaining(['filterOnly(language)', 'filterOnly(docusaurus_tag)', 'filterOnly(product)']),
    );
    // Of records equally relevant, and of one level, a translated one before one of a page served in English.
    expect(settings?.body.customRanking).toEqual(['desc(weight.level)', 'desc(weight.translated)']);
  });

  it('uploads every record of every locale, ranked by level then by translation, with the language of their text, then swaps them into the index', () => {
    const uploaded = requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/batch'))
      .flatMap((r) =>
        (r.body.requests as { body: { objectID: string; content_language: string; weight: { level: number; translated: number } } }[]).map(
          (q) => q.body,
        ),
      );
    expect(uploaded.map((o) => [o.objectID, o.content_language, o.weight.level, o.weight.translated]).sort()).toEqual([
      ['a', 'en', 100, 1],
      ['b', 'en', 90, 1],
      ['c', 'ru', 0, 1],
      ['d', 'en', 0, 0],
    ]);
    const move = requests.find((r) => r.path.endsWith('/operation') && r.body.operation === 'move');
    expect(move?.body.destination).toBe('avalonia_docs');
    expect(output).toContain('search:push: 4 records uploaded to avalonia_docs');
  });
});
