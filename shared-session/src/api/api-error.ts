/** One error type for every failed API call: the HTTP status, the server's message, its body. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own words, for alerts that show them ("the server's message" of docs/product/errors.md). */
  readonly serverMessage: string;
  /** The parsed JSON body, when there was one (e.g. `{ message, needsPayment }` on 429). */
  readonly body: unknown;

  constructor(status: number, serverMessage: string, body: unknown, options?: { cause?: unknown }) {
    super(serverMessage, options);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The text of a 2xx answer the contract does not recognise (and of a non-array plans list, docs/product/errors.md#plans-and-payment). */
export const INVALID_RESPONSE = 'Invalid response from server';

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a failed response: a JSON `{ message }` (or `{ error }`), else the text, else
 * 'HTTP {status}'. An HTML error page (a proxy's 502) is not a message anyone should read.
 */
export async function toApiError(response: Response): Promise<ApiError> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return new ApiError(response.status, `HTTP ${response.status}`, null);
  }
  const body = parseJson(text);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const message =
      typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : null;
    if (message) return new ApiError(response.status, message, body);
  }
  const trimmed = text.trim();
  if (trimmed && !trimmed.startsWith('<')) return new ApiError(response.status, trimmed.slice(0, 500), body);
  return new ApiError(response.status, `HTTP ${response.status}`, body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
