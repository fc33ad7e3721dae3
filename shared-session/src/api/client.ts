import ky, { type Options } from 'ky';
// Through the package name, not a relative path: this file is bundled in the `/api` singleton,
// and the session must be the shared `@resumebeat/shared-session` instance, not a copy of it.
import { getAuthToken } from '@resumebeat/shared-session';
import { ApiError, INVALID_RESPONSE, toApiError } from './api-error';

/** docs/product/api.md base paths (relative: same origin, or the origin set by configureApi). */
export const API_BASE = { auth: '/api/auth', profile: '/api/profile', payment: '/api', resume: '/api/resume' } as const;

/**
 * Where the API lives. Empty = same origin (relative paths, for localhost and
 * IP hosts). A remote served alone on its dev port reaches the api through its dev-server proxy,
 * so it needs no base URL either; tests point it at their own server.
 */
let baseUrl = '';

export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return new URL(path, `${origin}/`).href;
}

/** 'required': an account token or 'User not authenticated'; 'optional': sent when there is one. */
export type AuthMode = 'optional' | 'required' | 'none';

export const NOT_AUTHENTICATED = 'User not authenticated';

function authHeaders(auth: AuthMode): Record<string, string> {
  if (auth === 'none') return {};
  // getAuthToken never returns a guest's local `guest-token-...`: the server would refuse it, and
  // without a token it treats the request as anonymous, which is what a guest is to it.
  const token = getAuthToken();
  if (!token) {
    if (auth === 'required') throw new Error(NOT_AUTHENTICATED);
    return {};
  }
  return { Authorization: `Bearer ${token}` };
}

/**
 * The part of a zod schema the client uses. Structural, so this package needs no zod import of
 * its own: shared-contract's schemas fit it.
 */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Where a call's response schema comes from when its answer arrives: built then, not at start. */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/**
 * A response schema taken from `load`'s module (a domain's schemas, ./schemas/*.ts) when the call's
 * answer arrives: the contract's zod schemas are built by the first answer checked with them, not
 * as the client is evaluated or the call made, and only that domain's (docs/decisions/046, 047).
 * A module that failed to load is requested again by the next call.
 */
export function responseSchema<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<M[K]> {
  return () => load().then((schemas) => schemas[name]);
}

interface RequestOptions<T> {
  auth?: AuthMode;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  searchParams?: Record<string, string>;
  /** Checks the 2xx body; a mismatch is an ApiError 'Invalid response from server', not a crash later. */
  schema?: SchemaSource<T>;
  /** A call whose failures are read their own way (LinkedIn, docs/product/api.md#auth). */
  toError?: (response: Response) => Promise<ApiError>;
}

// No retries: uploads and payments are not idempotent, and the pages show Retry themselves.
const http = ky.create({ throwHttpErrors: false, retry: 0, timeout: 60_000 });

/**
 * One API call: bearer token per `auth` (checked before any request), JSON in and out, ApiError
 * on a non-2xx answer or on a 2xx body the contract does not recognise.
 */
export async function request<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { auth = 'optional', json, body, signal, searchParams, schema, toError = toApiError } = options;
  const init: Options = { method, headers: { Accept: 'application/json', ...authHeaders(auth) } };
  if (json !== undefined) init.json = json;
  if (body !== undefined) init.body = body;
  if (signal) init.signal = signal;
  if (searchParams) init.searchParams = searchParams;
  const response = await http(apiUrl(path), init);
  if (!response.ok) throw await toError(response);
  const text = response.status === 204 ? '' : await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw new ApiError(response.status, INVALID_RESPONSE, null, { cause });
  }
  // The schema is got, and built, when its answer has arrived: its work runs in that answer's task,
  // not with the page's start where every call is made (its script is in the page's preloads).
  const check = typeof schema === 'function' ? await schema() : schema;
  if (!check) return data as T;
  const parsed = check.safeParse(data);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
  throw new ApiError(response.status, INVALID_RESPONSE, data, { cause: new Error(`${method} ${path}: ${detail}`) });
}
