/** One error type for every failed API call: the HTTP status, the server's message, its body. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own words, for alerts that show them (SPEC.md's "server message"). */
  readonly serverMessage: string;
  /** The parsed JSON body, when there was one (e.g. `{ message, needsPayment }` on 429). */
  readonly body: unknown;

  constructor(status: number, serverMessage: string, body: unknown) {
    super(serverMessage);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/**
 * Reads a failed response the way SPEC.md describes for LinkedIn, used for every call: the body
 * as text, parsed as JSON for a `message` (or `error`) field; failing that the raw text; failing
 * that 'HTTP {status}'.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(response.status, `HTTP ${response.status}`, null);
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : null;
    if (message) return new ApiError(response.status, message, body);
  }
  const trimmed = text.trim();
  if (trimmed && !trimmed.startsWith('<')) return new ApiError(response.status, trimmed.slice(0, 500), body);
  return new ApiError(response.status, `HTTP ${response.status}`, body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
