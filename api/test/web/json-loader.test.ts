import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJsonLoader, type JsonLoaderOptions } from '../../src/routes/web/json-loader';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A remote's static host on loopback, answering as `handler` says; counts what it was asked. */
async function startHost(handler: Handler) {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-scanner/first-paint.json`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const DOC = { version: 1, note: 'first paint' };
const check = (value: unknown) =>
  value && typeof value === 'object' && (value as { version?: unknown }).version === 1 ? (value as typeof DOC) : null;

function loader(overrides: Partial<JsonLoaderOptions<typeof DOC>> = {}) {
  const failures: string[] = [];
  const instance = createJsonLoader<typeof DOC>({
    check,
    localFile: () => null,
    timeoutMs: 300,
    ttlMs: 60_000,
    maxBytes: 1024,
    onFailure: (_url, reason) => failures.push(reason),
    ...overrides,
  });
  return { load: instance.load, failures };
}

describe("loading a remote's first-paint data from where it is deployed", () => {
  const hosts: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
  });
  const host = async (handler: Handler) => {
    const started = await startHost(handler);
    hosts.push(started);
    return started;
  };

  it('reads the document once, then uses it until the TTL has passed', async () => {
    const remote = await host((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DOC)),
    );
    const { load } = loader();
    expect(await load(remote.url)).toEqual(DOC);
    expect(await load(remote.url)).toEqual(DOC);
    expect(remote.requests).toHaveLength(1);
  });

  it('revalidates with the validators it was given: a 304 keeps the document', async () => {
    let clock = 0;
    const remote = await host((request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304).end();
        return;
      }
      response
        .writeHead(200, { etag: '"v1"', 'last-modified': 'Fri, 27 Nov 2026 07:00:00 GMT' })
        .end(JSON.stringify(DOC));
    });
    const { load } = loader({ ttlMs: 5_000, now: () => clock });
    expect(await load(remote.url)).toEqual(DOC);
    clock = 6_000;
    expect(await load(remote.url)).toEqual(DOC);
    expect(remote.requests).toHaveLength(2);
    expect(remote.requests[1]!.headers['if-none-match']).toBe('"v1"');
    expect(remote.requests[1]!.headers['if-modified-since']).toBe('Fri, 27 Nov 2026 07:00:00 GMT');
    // Within the TTL of the revalidation: no request.
    clock = 8_000;
    expect(await load(remote.url)).toEqual(DOC);
    expect(remote.requests).toHaveLength(2);
  });

  it('a remote that is redeployed is read again once the TTL has passed', async () => {
    let clock = 0;
    let version = 'a';
    const remote = await host((request, response) => {
      if (request.headers['if-none-match'] === `"${version}"`) response.writeHead(304).end();
      else response.writeHead(200, { etag: `"${version}"` }).end(JSON.stringify({ ...DOC, note: version }));
    });
    const { load } = loader({ ttlMs: 5_000, now: () => clock });
    expect((await load(remote.url))?.note).toBe('a');
    version = 'b';
    clock = 6_000;
    expect((await load(remote.url))?.note).toBe('b');
  });

  it('gives up after the timeout (null: the page goes without), and does not wait on it again within the TTL', async () => {
    const remote = await host(() => {
      // Never answers.
    });
    const { load, failures } = loader({ timeoutMs: 200 });
    const started = Date.now();
    expect(await load(remote.url)).toBeNull();
    // A bound against a hang, not a speed check.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(failures).toEqual(['no answer within 200 ms']);
    expect(await load(remote.url)).toBeNull();
    expect(remote.requests).toHaveLength(1);
  });

  it('a body that stalls after its headers fails on the same timeout', async () => {
    const remote = await host((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"version":');
    });
    const { load, failures } = loader({ timeoutMs: 200 });
    expect(await load(remote.url)).toBeNull();
    expect(failures).toEqual(['no answer within 200 ms']);
  });

  it('bad JSON, the wrong document or an error status count as missing', async () => {
    for (const [answer, reason] of [
      [(response: ServerResponse) => response.writeHead(200).end('{ not json'), 'not JSON'],
      [
        (response: ServerResponse) => response.writeHead(200).end(JSON.stringify({ version: 2 })),
        'not the expected document',
      ],
      [(response: ServerResponse) => response.writeHead(404).end('Not found'), 'HTTP 404'],
    ] as const) {
      const remote = await host((_request, response) => answer(response));
      const { load, failures } = loader();
      expect(await load(remote.url)).toBeNull();
      expect(failures).toEqual([reason]);
    }
  });

  it('refuses a document larger than the cap, whether its length is declared or not', async () => {
    const big = JSON.stringify({ ...DOC, note: 'x'.repeat(2048) });
    const declared = await host((_request, response) =>
      response.writeHead(200, { 'content-length': String(big.length) }).end(big),
    );
    const chunked = await host((_request, response) => {
      response.writeHead(200);
      response.write(big.slice(0, 1000));
      response.end(big.slice(1000));
    });
    const { load, failures } = loader();
    expect(await load(declared.url)).toBeNull();
    expect(await load(chunked.url)).toBeNull();
    expect(failures).toEqual([`larger than 1024 bytes (${big.length})`, 'larger than 1024 bytes']);
  });

  it('a host that is down counts as missing; once it is back, the document is read after the TTL', async () => {
    let clock = 0;
    const remote = await host((_request, response) => response.writeHead(200).end(JSON.stringify(DOC)));
    await remote.close();
    const { load } = loader({ ttlMs: 5_000, now: () => clock });
    expect(await load(remote.url)).toBeNull();
    const back = await host((_request, response) => response.writeHead(200).end(JSON.stringify(DOC)));
    clock = 6_000;
    expect(await load(back.url)).toEqual(DOC);
  });

  it('pages asked for at once share one request', async () => {
    const remote = await host((_request, response) =>
      setTimeout(() => response.writeHead(200).end(JSON.stringify(DOC)), 50),
    );
    const { load } = loader();
    const answers = await Promise.all([load(remote.url), load(remote.url), load(remote.url)]);
    expect(answers).toEqual([DOC, DOC, DOC]);
    expect(remote.requests).toHaveLength(1);
  });

  it('a remote this api serves is read from its folder by the same loader, again as soon as the file changes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-loader-'));
    const file = path.join(dir, 'first-paint.json');
    try {
      writeFileSync(file, JSON.stringify(DOC));
      const { load, failures } = loader({
        localFile: (url) => (url === '/remotes/mf-scanner/first-paint.json' ? file : null),
      });
      expect(await load('/remotes/mf-scanner/first-paint.json')).toEqual(DOC);
      writeFileSync(file, JSON.stringify({ ...DOC, note: 'rebuilt' }));
      utimesSync(file, new Date(), new Date(Date.now() + 2_000));
      expect((await load('/remotes/mf-scanner/first-paint.json'))?.note).toBe('rebuilt');
      writeFileSync(file, JSON.stringify({ ...DOC, note: 'x'.repeat(2048) }));
      expect(await load('/remotes/mf-scanner/first-paint.json')).toBeNull();
      rmSync(file);
      expect(await load('/remotes/mf-scanner/first-paint.json')).toBeNull();
      expect(await load('/somewhere/else.json')).toBeNull();
      expect(failures).toEqual([
        expect.stringMatching(/^larger than 1024 bytes/),
        'neither served by this api nor an http(s) URL',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
