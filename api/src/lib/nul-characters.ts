// PostgreSQL text cannot hold U+0000: a NUL in any field would fail the statement (a 500, and a
// log line). No resume, name or message needs one, so a request carrying one is refused at the
// door with a 400 that says why (review L4).
import { HttpError } from './http-errors';

export const NUL_MESSAGE =
  'The request contains a NUL character (\\u0000), which no text field may hold. Remove it and try again.';

const MAX_DEPTH = 32;

/** True when any string in the value (keys included), at any depth, holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A raw body (the payment webhook keeps its bytes for the signature): one scan for a zero byte,
  // never a walk of its entries, which costs an [index, byte] pair per byte (review H8).
  if (ArrayBuffer.isView(value))
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).indexOf(0) !== -1;
  if (value instanceof ArrayBuffer) return new Uint8Array(value).indexOf(0) !== -1;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value))
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  return false;
}

export function refuseNul(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw new HttpError(400, NUL_MESSAGE, { code: 'NUL_CHARACTER' });
}
