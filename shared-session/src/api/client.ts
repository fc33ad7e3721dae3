import ky, { type Options } from 'ky';
// Through the package name, not a relative path: this file is bundled in the `/api` singleton,
// and the session must be the shared `@resumebeat/shared-session` instance, not a copy of it.
import { getAuthToken } from '@resumebeat/shared-session';
import { toApiError } from './api-error';

/**
 * Where the API lives. Empty = same origin (relative paths, as SPEC.md says for localhost and
 * IP hosts). A remote served alone on its dev port reaches the api through its dev-server proxy,
 * so it needs no base URL either; tests point it at their own server.
 */
let baseUrl = '';

export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  const origin = baseUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

export type AuthMode = 'optional' | 'required' | 'none';

export const NOT_AUTHENTICATED = 'User not authenticated';

function authHeaders(auth: AuthMode): Record<string, string> {
  if (auth === 'none') return {};
  const token = getAuthToken();
  if (!token) {
    if (auth === 'required') throw new Error(NOT_AUTHENTICATED);
    return {};
  }
  return { Authorization: `Bearer ${token}` };
}

const http = ky.create({ throwHttpErrors: false, retry: 0, timeout: 60_000 });

/**
 * One API call: bearer token from the stored user per `auth` ('required' throws
 * 'User not authenticated' before any request when there is no account token; a guest's local
 * token is never sent), JSON in and out, ApiError on a non-2xx answer.
 */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { auth = 'optional', json, body, signal, searchParams }: { auth?: AuthMode; json?: unknown; body?: FormData; signal?: AbortSignal; searchParams?: Record<string, string> } = {},
): Promise<T> {
  const options: Options = { method, headers: { Accept: 'application/json', ...authHeaders(auth) } };
  if (json !== undefined) options.json = json;
  if (body !== undefined) options.body = body;
  if (signal) options.signal = signal;
  if (searchParams) options.searchParams = searchParams;
  const response = await http(apiUrl(path), options);
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
