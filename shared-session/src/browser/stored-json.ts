/**
 * The JSON value stored under a localStorage key, or null when there is none, it is not JSON, or
 * storage cannot be read (private windows, blocked storage). Callers check its shape themselves.
 */
export function readStoredJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}
