// The built web app: the shell at `/`, each remote at `/remotes/<folder>/`, `/remotes.json`, and
// the SPA fallback that answers the shell's routes with its index.html. Unknown /api/* is a JSON 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { REMOTES_JSON_ROUTE, type RemotesMap } from '@resumebeat/shared-contract';
import { APP_PATHS } from '@resumebeat/shared-contract/app-map';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_FOLDERS } from '../../config';
import { cacheControlFor, NO_CACHE, NO_STORE } from './cache-policy';
import {
  ROUTE_REMOTE_PAGES,
  checkRemoteFirstPaint,
  firstVisitHtml,
  localRemoteFile,
  prerenderedFile,
  readPageCached,
  readShellFirstVisit,
  remoteFirstPaintUrl,
} from './first-visit';
import { createJsonLoader } from './json-loader';
import { DEFAULT_REMOTES, readRemotesMap } from './remotes-map';

/** docs/product/screens.md#routes-and-guards: every route of the shell (the route table), answered with index.html whatever the Accept header. */
export const SPA_ROUTES = APP_PATHS;

/** A remote's first-paint.json: how long a page waits for it, how long an answer is used, how big it may be. */
export const FIRST_PAINT_TIMEOUT_MS = 800;
export const FIRST_PAINT_TTL_MS = 5_000;
export const FIRST_PAINT_MAX_BYTES = 1024 * 1024;

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

async function webApp(app: FastifyInstance) {
  const { staticRoot, remotesJson, serveSourceMaps } = app.config.web;
  // Source maps are the app's whole source: written by the build, served only when asked for
  // (SERVE_SOURCE_MAPS; off in production by default, review L5). A refused one is a plain 404.
  const allowedPath = (pathName: string) => serveSourceMaps || !pathName.toLowerCase().endsWith('.map');
  const shellDir = path.join(staticRoot, 'shell', 'dist');
  const missing = [
    shellDir,
    ...Object.values(REMOTE_FOLDERS).map((folder) => path.join(staticRoot, folder, 'dist')),
  ].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    app.log.warn(
      { missing },
      'Some built apps are missing: the api serves without them (run `pnpm build`); they are picked up once built, no restart needed',
    );
  }

  // The shell's files at `/`. The wildcard route serves whatever is on disk at request time, so
  // a build after start is served without a restart. index: false: `/` is an SPA route below.
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    // The builds carry .br and .gz files next to each asset (build-config/compress-dist.mjs).
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    allowedPath,
    setHeaders,
  });

  // Each remote is a static folder; its chunks resolve next to mf-manifest.json (publicPath auto).
  // cross-origin CORP: a shell on another origin (a dev server, another host) may load them.
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      root: path.join(staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      allowedPath,
      setHeaders: (reply, filePath) => {
        setHeaders(reply, filePath);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  // Fail at start, not on the first request, when REMOTES_JSON is inline JSON that does not parse.
  if (remotesJson?.trimStart().startsWith('{')) readRemotesMap(remotesJson);

  /** The map as /remotes.json serves it now; null when REMOTES_JSON cannot be read. */
  const currentMap = (request: FastifyRequest): RemotesMap | null => {
    try {
      return readRemotesMap(remotesJson);
    } catch (error) {
      request.log.error({ err: error }, 'REMOTES_JSON could not be read; serving the built-in remotes map');
      return null;
    }
  };

  app.get(REMOTES_JSON_ROUTE.path, { schema: { hide: true } }, async (request, reply) => {
    // A broken deploy file must not take the whole app down: log it and serve the built-in map.
    const map = currentMap(request) ?? DEFAULT_REMOTES;
    reply.header('cache-control', NO_STORE).header('cross-origin-resource-policy', 'cross-origin');
    return map;
  });

  // Each remote's first-paint.json, from beside its manifest wherever the map points (docs/decisions/042).
  // Those this api serves are read from their folder by the same loader (the file's size and time
  // as its validator, checked on every use); others over HTTP, revalidated after a few seconds.
  // Missing, malformed, too big or too slow: the page goes without (no first paint, no preloads).
  const remoteFirstPaints = createJsonLoader({
    check: checkRemoteFirstPaint,
    localFile: (url) => localRemoteFile(staticRoot, url),
    timeoutMs: FIRST_PAINT_TIMEOUT_MS,
    ttlMs: FIRST_PAINT_TTL_MS,
    maxBytes: FIRST_PAINT_MAX_BYTES,
    onFailure: (url, reason) =>
      app.log.warn(
        { url, reason },
        "A remote's first-paint data could not be used: its pages are sent without first paint and preloads",
      ),
  });

  // The same page is sent again and again until the map, a manifest or the build changes: keep the
  // last gzipped copies (the prerendered landing page is ~87 KB before compression).
  const gzipCache = new Map<string, Buffer>();
  const gzipped = (html: string): Buffer => {
    let body = gzipCache.get(html);
    if (!body) {
      body = gzipSync(html);
      if (gzipCache.size >= 32) gzipCache.delete(gzipCache.keys().next().value!);
      gzipCache.set(html, body);
    }
    return body;
  };

  // Handlers below call this and return nothing: returning the reply (a thenable) from a sync
  // handler makes fastify await it, one extra 'close' listener per request.
  // The page carries the current remotes map and the route's manifest (first-visit.ts), so it is
  // built per request: a few KB, gzipped here when the browser accepts it. A remote page waits for
  // its remote's data (cached; at worst FIRST_PAINT_TIMEOUT_MS), other pages do not.
  const sendShell = (request: FastifyRequest, reply: FastifyReply): void => {
    const indexFile = path.join(shellDir, 'index.html');
    if (!existsSync(indexFile)) {
      reply
        .code(503)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `pnpm build` (or `npm start`), then reload.');
      return;
    }
    const pathname = request.url.split('?')[0] ?? '/';
    // A page prerendered at build time (the landing page) is sent as built: its content is in
    // place and it runs its own small script, not the app, so it needs no map and no preloads.
    const prerendered = path.join(shellDir, prerenderedFile(pathname));
    if ((SPA_ROUTES as readonly string[]).includes(pathname) && existsSync(prerendered)) {
      sendHtml(request, reply, readPageCached(prerendered));
      return;
    }
    const shell = readShellFirstVisit(shellDir);
    const map = currentMap(request);
    const remote = ROUTE_REMOTE_PAGES[pathname]?.split('/')[0];
    const url = remote && map ? map[remote] : undefined;
    if (!shell) {
      // A shell built before its build published first-visit.json: its page as built.
      sendHtml(request, reply, readPageCached(indexFile));
      return;
    }
    const compose = (data: Parameters<typeof firstVisitHtml>[1]['remote']) =>
      firstVisitHtml(shell, { pathname, cookieHeader: request.headers.cookie, map, remote: data });
    if (!url) {
      sendHtml(request, reply, compose(null));
      return;
    }
    // A remote page as a first visit sees it, painted before any script runs.
    void remoteFirstPaints
      .load(remoteFirstPaintUrl(url))
      .catch(() => null)
      .then((data) => sendHtml(request, reply, compose(data)))
      .catch((error: unknown) => reply.send(error));
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, html: string): void => {
    // The first paint depends on the session-view cookie: no shared cache may mix them up.
    reply.header('cache-control', NO_CACHE).header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      reply.header('content-encoding', 'gzip').send(gzipped(html));
      return;
    }
    reply.send(html);
  };

  for (const url of SPA_ROUTES) {
    app.get(url, { schema: { hide: true } }, (request, reply) => {
      sendShell(request, reply);
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
      return;
    }
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    const looksLikeFile = lastSegment.includes('.');
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !looksLikeFile &&
      acceptsHtml &&
      !pathname.startsWith('/remotes/')
    ) {
      sendShell(request, reply);
      return;
    }
    reply.code(404).send({ message: 'Not found' });
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['config'] });
