import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '../api/client';

export interface RecordedRequest {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/**
 * A real HTTP server on 127.0.0.1 for the API client's tests: the client runs on Node's fetch
 * (see build-config/jest-env-jsdom.cjs), so headers, multipart and streaming are the real thing.
 * Call inside a describe: it starts before all tests, points the client at itself, and closes after.
 */
export function startTestServer() {
  let server: Server;
  const state = {
    handler: json(200, {}) as Handler,
    requests: [] as RecordedRequest[],
    origin: '',
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        state.requests.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        state.handler(req, res, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApi({ baseUrl: state.origin });
  });
  beforeEach(() => {
    state.requests.length = 0;
    state.handler = json(200, {});
  });
  afterAll(async () => {
    configureApi({ baseUrl: '' });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}

export function json(status: number, value: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(value));
  };
}

export function text(status: number, value: string, contentType = 'text/plain'): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': contentType });
    res.end(value);
  };
}

/** Writes the given byte chunks one by one, with a pause so each arrives as its own read. */
export function eventStream(chunks: Uint8Array[], pauseMs = 5): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    let index = 0;
    const next = () => {
      if (res.destroyed) return;
      const chunk = chunks[index++];
      if (!chunk) {
        res.end();
        return;
      }
      res.write(chunk);
      setTimeout(next, pauseMs);
    };
    next();
  };
}
