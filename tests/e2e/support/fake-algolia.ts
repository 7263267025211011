import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedQuery {
  path: string;
  query: URLSearchParams;
  body: { requests: Record<string, unknown>[] };
}

/** A stand-in for Algolia's search API on loopback: answers multi-index queries with one hit, records requests. */
export class FakeAlgolia {
  readonly requests: RecordedQuery[] = [];
  private server: Server | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.end();
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${this.port}`);
      const body = JSON.parse((await readBody(request)) || '{"requests":[]}') as RecordedQuery['body'];
      this.requests.push({ path: url.pathname, query: url.searchParams, body });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ results: body.requests.map((r) => fakeResult(String(r.query ?? ''), String(r.indexName))) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    // Drop kept-alive connections too, or the browser would go on reaching a "stopped" server.
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}

function fakeResult(query: string, index: string) {
  const hierarchy = { lvl0: 'Basics', lvl1: 'Data Binding', lvl2: 'Answered by the fake Algolia', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const value = (text: string) => ({ value: text, matchLevel: 'full', matchedWords: [query] });
  return {
    hits: [
      {
        objectID: 'fake-1',
        url: '/docs/basics/data/data-binding',
        type: 'lvl2',
        hierarchy,
        content: null,
        _highlightResult: { hierarchy: { lvl0: value('Basics'), lvl1: value('Data Binding'), lvl2: value('Answered by the fake Algolia') } },
        _snippetResult: { hierarchy: { lvl1: value('Data Binding'), lvl2: value('Answered by the fake Algolia') } },
      },
    ],
    nbHits: 1,
    page: 0,
    nbPages: 1,
    hitsPerPage: 20,
    processingTimeMS: 1,
    query,
    params: '',
    index,
    queryID: 'fake-query-id',
    exhaustiveNbHits: true,
  };
}
