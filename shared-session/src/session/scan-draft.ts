/**
 * The resume a person chose on the upload page and the industry they picked, kept while they go
 * elsewhere and come back: to the job description page, to sign in or register, to pay
 * (docs/decisions/034-keeping-the-persons-place.md).
 *
 * A File cannot be written to sessionStorage. It is kept in memory (this module is one shared
 * singleton, so every remote sees the same copy while the app lives) and, for the detours that
 * load a new page (signing in reloads it; a hosted checkout leaves the site), in IndexedDB, which
 * stores a File as it is. The IndexedDB copy is kept for an hour at most, is removed when the
 * scan it waited for has run or the person logs out, and is never sent anywhere.
 */
export const SCAN_DRAFT_LIFETIME_MS = 60 * 60 * 1000;
const DB_NAME = 'resumebeat';
const STORE = 'scan-draft';
const KEY = 'current';

export interface ScanDraft {
  file: File | null;
  /** An industry value of the contract's list (the page checks it). */
  industry: string | null;
  /** The scan of this file met the scan limit and runs once the person may scan again. */
  waiting?: boolean;
}

let memory: ScanDraft | null = null;

function openDb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest | null,
): Promise<T | null> {
  const opening = openDb();
  if (!opening) return null;
  const db = await opening;
  try {
    return await new Promise<T | null>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? ((request.result as T | undefined) ?? null) : null);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the draft in memory at once and in IndexedDB in the background (best effort). */
export function keepScanDraft(draft: ScanDraft): void {
  memory = { ...draft };
  if (!draft.file) {
    void withStore('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
    return;
  }
  const record = { file: draft.file, industry: draft.industry, waiting: draft.waiting === true, at: Date.now() };
  void withStore('readwrite', (store) => store.put(record, KEY)).catch((error: unknown) => {
    console.warn('[shared-session] the chosen resume could not be kept for a reload', error);
  });
}

/** The draft kept in memory while the app lives (synchronous: for a page's first render). */
export function peekScanDraft(): ScanDraft | null {
  return memory ? { ...memory } : null;
}

/** The draft in memory, else the one in IndexedDB from before a reload (if recent). */
export async function loadScanDraft(): Promise<ScanDraft | null> {
  if (memory) return { ...memory };
  try {
    const record = await withStore<{ file?: unknown; industry?: unknown; waiting?: unknown; at?: unknown }>(
      'readonly',
      (store) => store.get(KEY),
    );
    if (!record || typeof record.at !== 'number' || Date.now() - record.at > SCAN_DRAFT_LIFETIME_MS) return null;
    if (typeof File === 'undefined' || !(record.file instanceof File)) return null;
    memory = {
      file: record.file,
      industry: typeof record.industry === 'string' ? record.industry : null,
      waiting: record.waiting === true,
    };
    return { ...memory };
  } catch (error) {
    console.warn('[shared-session] the kept resume could not be read', error);
    return null;
  }
}

/** Forgets the draft everywhere ('Upload Another', logout). */
export function clearScanDraft(): void {
  memory = null;
  void withStore('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
}
