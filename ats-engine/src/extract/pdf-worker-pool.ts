import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ResumeParseError } from '../errors';

export interface RawPdfPage {
  width: number;
  height: number;
  strings: string[];
  fonts: string[];
  /** Five numbers per string: x, baseline y (PDF space, origin bottom-left), width, font size, rotated (0/1). */
  geometry: Float64Array;
  /** Per string, the type's cues its font gives: 1 bold, 2 italic (absent from readers that do not read fonts). */
  styles?: Uint8Array;
  images: number;
  /** Web links over the page (PDF space: x1, y1, x2, y2); absent from readers that do not collect them. */
  links?: Array<{ url: string; rect: number[] }>;
}

type WorkerReply =
  { id: number; ok: true; pages: RawPdfPage[] } | { id: number; ok: false; name: string; message: string };

interface Job {
  id: number;
  data: Uint8Array;
  timeoutMs: number;
  resolve: (pages: RawPdfPage[]) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

export const DEFAULT_PDF_TIMEOUT_MS = 15_000;
/**
 * The JavaScript heap of a PDF worker. PDFium's own memory is WebAssembly memory, bounded by the
 * reader itself (pdfium-extract.mjs, MAX_WASM_BYTES); this bounds what is built around it.
 */
const WORKER_HEAP_MB = 512;

const workerUrl = new URL('./pdf-worker.mjs', import.meta.url);
const slots: Slot[] = Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, () => ({
  worker: null,
  job: null,
  timer: null,
}));
const queue: Job[] = [];
let nextId = 1;

export function mapPdfFailure(name: string, message: string): ResumeParseError {
  if (name === 'TooLargeException') {
    return new ResumeParseError(
      'PDF_TOO_COMPLEX',
      'This PDF holds far more data than a resume does, so it was not read. Export it again with text, or upload DOCX.',
    );
  }
  if (name === 'PasswordException') {
    return new ResumeParseError(
      'ENCRYPTED_PDF',
      'This PDF is password-protected. Remove the password (print or export it to a new PDF) and upload it again.',
    );
  }
  if (name === 'InvalidPDFException' || name === 'FormatError' || name === 'MissingPDFException') {
    return new ResumeParseError(
      'CORRUPT_FILE',
      'This PDF is damaged and cannot be read. Export it again from your editor, or upload DOCX.',
      {
        cause: new Error(message),
      },
    );
  }
  return new ResumeParseError(
    'CORRUPT_FILE',
    'This PDF could not be read. Export it again from your editor, or upload DOCX.',
    {
      cause: new Error(`${name}: ${message}`),
    },
  );
}

function finish(slot: Slot): Job | null {
  const job = slot.job;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
  // Idle workers must not keep a CLI run or a test process alive.
  slot.worker?.unref();
  return job;
}

function discard(slot: Slot): void {
  const worker = slot.worker;
  slot.worker = null;
  if (worker) {
    worker.removeAllListeners();
    worker.on('error', () => undefined);
    void worker.terminate();
  }
}

function spawn(slot: Slot): Worker {
  const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  worker.on('message', (reply: WorkerReply) => {
    if (!slot.job || slot.job.id !== reply.id) return;
    const job = finish(slot)!;
    if (reply.ok) job.resolve(reply.pages);
    else job.reject(mapPdfFailure(reply.name, reply.message));
    pump();
  });
  const crash = (error?: unknown) => {
    const job = finish(slot);
    discard(slot);
    const outOfMemory = (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    job?.reject(
      new ResumeParseError(
        outOfMemory ? 'PDF_TOO_COMPLEX' : 'CORRUPT_FILE',
        outOfMemory
          ? 'This PDF is too complex to read. Export it again with text, or upload DOCX.'
          : 'This PDF could not be read. Export it again from your editor, or upload DOCX.',
        { cause: error },
      ),
    );
    pump();
  };
  worker.on('error', crash);
  worker.on('exit', () => {
    if (slot.worker === worker) crash();
  });
  return worker;
}

function pump(): void {
  for (const slot of slots) {
    if (slot.job) continue;
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    const worker = slot.worker ?? (slot.worker = spawn(slot));
    worker.ref();
    slot.timer = setTimeout(() => {
      const timedOut = finish(slot);
      discard(slot);
      timedOut?.reject(
        new ResumeParseError(
          'PDF_TIMEOUT',
          'This PDF took too long to read. Export it again with text, or upload DOCX.',
        ),
      );
      pump();
    }, job.timeoutMs);
    // The copy is transferred, so the caller's bytes stay usable and nothing is cloned twice.
    const copy = job.data.slice();
    worker.postMessage({ id: job.id, data: copy }, [copy.buffer]);
  }
}

type InThreadExtractor = (
  data: Uint8Array,
) => Promise<{ ok: true; pages: RawPdfPage[] } | { ok: false; name: string; message: string }>;
let inThreadExtractor: InThreadExtractor | null = null;

/**
 * Makes this thread read PDFs itself instead of handing them to the pool: for a thread that is
 * already a worker (the api's engine workers), whose owner bounds its time and can terminate it.
 * `null` hands them to the pool again (bench:ats measures both paths in one process).
 */
export function usePdfExtractorInThisThread(extract: InThreadExtractor | null): void {
  inThreadExtractor = extract;
}

export async function extractPdfPages(data: Uint8Array, timeoutMs = DEFAULT_PDF_TIMEOUT_MS): Promise<RawPdfPage[]> {
  if (inThreadExtractor) {
    const reply = await inThreadExtractor(data);
    if (reply.ok) return reply.pages;
    throw mapPdfFailure(reply.name, reply.message);
  }
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, data, timeoutMs, resolve, reject });
    pump();
  });
}

/** Stops the PDF worker threads (they restart on the next PDF). For tests and graceful shutdown. */
export async function shutdownPdfWorkers(): Promise<void> {
  await Promise.all(
    slots.map(async (slot) => {
      const worker = slot.worker;
      slot.worker = null;
      if (worker) {
        worker.removeAllListeners();
        await worker.terminate();
      }
    }),
  );
}
