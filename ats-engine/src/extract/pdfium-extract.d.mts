// Types of pdfium-extract.mjs (plain JavaScript, so worker threads load it without a loader).
import type { RawPdfPage } from './pdf-worker-pool';

export const MAX_WASM_BYTES: number;
export function warmUpPdfium(): Promise<void>;
export function extractPdfInThread(
  data: Uint8Array,
): Promise<{ ok: true; pages: RawPdfPage[] } | { ok: false; name: string; message: string }>;
