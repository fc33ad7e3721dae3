// Reads a small JSON document a build published (a remote's first-paint.json) from wherever the
// remotes map says it is deployed, for the page the api sends (docs/decisions/042). A page must
// never wait long on it, nor break because of it: whatever goes wrong (missing, malformed, too
// big, too slow), the answer is null and the page is sent without what it would have added.
import { readFile, stat } from 'node:fs/promises';

export interface JsonLoaderOptions<T> {
  /** The document as the caller needs it, or null when it is not that (then it counts as missing). */
  check: (value: unknown) => T | null;
  /**
   * A URL this api serves from its own disk (`/remotes/<folder>/...`) -> the file, else null.
   * Such a URL is read by the same loader, with the file's size and time as its validator.
   */
  localFile: (url: string) => string | null;
  /** An HTTP answer (headers and body) that takes longer fails. */
  timeoutMs: number;
  /** How long an HTTP answer (or a failure) is used before it is checked again. */
  ttlMs: number;
  /** A larger document is refused (the body is not read past it). */
  maxBytes: number;
  /** Told why a document could not be used (once per failure, not per page). */
  onFailure?: (url: string, reason: string) => void;
  now?: () => number;
}

export interface JsonLoader<T> {
  /** The document at `url` (absolute http(s), or a path this api serves), or null. */
  load(url: string): Promise<T | null>;
}

interface Entry<T> {
  value: T | null;
  /** HTTP: ETag / Last-Modified of the answer `value` came from; a file: its size and time. */
  etag?: string;
  lastModified?: string;
  stamp?: string;
  checkedAt: number;
}

class LoadError extends Error {}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new LoadError(`larger than ${maxBytes} bytes (${declared})`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new LoadError(`larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createJsonLoader<T>(options: JsonLoaderOptions<T>): JsonLoader<T> {
  const { check, localFile, timeoutMs, ttlMs, maxBytes, onFailure } = options;
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T | null>>();

  const decode = (text: string): T => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new LoadError('not JSON');
    }
    const checked = check(value);
    if (checked === null) throw new LoadError('not the expected document');
    return checked;
  };

  const remember = (url: string, entry: Entry<T>): T | null => {
    if (cache.size >= 64 && !cache.has(url)) cache.delete(cache.keys().next().value!);
    cache.set(url, entry);
    return entry.value;
  };

  /** A file: its size and modification time stand for an ETag, checked on every use (one stat). */
  const fromFile = async (url: string, file: string, cached: Entry<T> | undefined): Promise<T | null> => {
    const info = await stat(file);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (cached?.stamp === stamp) return remember(url, { ...cached, checkedAt: now() });
    if (info.size > maxBytes) throw new LoadError(`larger than ${maxBytes} bytes (${info.size})`);
    return remember(url, { value: decode(await readFile(file, 'utf8')), stamp, checkedAt: now() });
  };

  /** HTTP: a conditional request with the validators of the answer cached, within the timeout. */
  const fromHttp = async (url: string, cached: Entry<T> | undefined): Promise<T | null> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cached?.value && cached.etag) headers['if-none-match'] = cached.etag;
    if (cached?.value && cached.lastModified) headers['if-modified-since'] = cached.lastModified;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, { headers, signal, redirect: 'follow' });
      if (response.status === 304 && cached?.value) {
        await response.body?.cancel();
        return remember(url, { ...cached, checkedAt: now() });
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new LoadError(`HTTP ${response.status}`);
      }
      const value = decode(await readCapped(response, maxBytes));
      return remember(url, {
        value,
        etag: response.headers.get('etag') ?? undefined,
        lastModified: response.headers.get('last-modified') ?? undefined,
        checkedAt: now(),
      });
    } catch (error) {
      if (error instanceof LoadError) throw error;
      if (signal.aborted) throw new LoadError(`no answer within ${timeoutMs} ms`);
      throw new LoadError((error as Error).message);
    }
  };

  const refresh = async (url: string, cached: Entry<T> | undefined): Promise<T | null> => {
    try {
      const file = localFile(url);
      if (file) return await fromFile(url, file, cached);
      if (!/^https?:\/\//i.test(url)) throw new LoadError('neither served by this api nor an http(s) URL');
      return await fromHttp(url, cached);
    } catch (error) {
      const reason =
        error instanceof LoadError
          ? error.message
          : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      // Not retried before the TTL: a page sent meanwhile does not wait on a remote that failed.
      const failedBefore = cached !== undefined && cached.value === null;
      remember(url, { value: null, checkedAt: now() });
      if (!failedBefore) onFailure?.(url, reason);
      return null;
    }
  };

  return {
    load(url) {
      const cached = cache.get(url);
      if (cached && !localFile(url) && now() - cached.checkedAt < ttlMs) return Promise.resolve(cached.value);
      // One request at a time per document: pages asked for meanwhile share its answer.
      let running = pending.get(url);
      if (!running) {
        running = refresh(url, cached).finally(() => pending.delete(url));
        pending.set(url, running);
      }
      return running;
    },
  };
}
