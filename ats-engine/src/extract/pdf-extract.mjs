// pdf.js text extraction in the calling thread. Only worker threads call this (the PDF worker of
// the library's own pool, and the api's engine workers): a pathological PDF can spin pdf.js's
// parser synchronously, and a thread can be terminated where a promise cannot. Plain JavaScript,
// so it needs no loader: pdf.js is ESM-only, which Jest's CommonJS transform cannot load.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// Handing pdf.js its worker module up front keeps its "fake worker" in this thread without a
// second dynamic import per document.
globalThis.pdfjsWorker = pdfjsWorker;

const MAX_LINKS_PER_PAGE = 50;
const IMAGE_OPS = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject]);

/**
 * pdf.js decodes a compressed stream into one growing Uint8Array. Those bytes live outside the
 * V8 heap, so a thread's heap limit does not stop a FlateDecode bomb (10 MB that inflates to
 * 10 GB) from taking the whole process's memory. Every large byte array this thread allocates is
 * counted while a document is read: one larger than MAX_SINGLE_BYTES, or more than
 * MAX_DOCUMENT_BYTES in all, fails the allocation and marks the document as too large to read.
 * Arrays under LARGE_BYTES (nearly all of them) pass through uncounted.
 */
const LARGE_BYTES = 1024 * 1024;
export const MAX_SINGLE_BYTES = 128 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 512 * 1024 * 1024;

let documentBytes = 0;
let overBudget = false;

const RealUint8Array = globalThis.Uint8Array;
globalThis.Uint8Array = new Proxy(RealUint8Array, {
  construct(target, args, newTarget) {
    const length = args[0];
    if (typeof length === 'number' && length >= LARGE_BYTES) {
      if (overBudget) throw new RangeError('PDF stream larger than the reading budget');
      documentBytes += length;
      if (length > MAX_SINGLE_BYTES || documentBytes > MAX_DOCUMENT_BYTES) {
        overBudget = true;
        throw new RangeError('PDF stream larger than the reading budget');
      }
    }
    return Reflect.construct(target, args, newTarget);
  },
});

/**
 * pdf.js inflates FlateDecode streams with the platform's DecompressionStream when it can, which
 * gathers the chunks before any Uint8Array of ours is made: the chunks are counted as they come,
 * and the stream is failed (which stops the inflating) once over budget. pdf.js then falls back to
 * its own decoder, whose first large buffer fails at once.
 */
const RealDecompressionStream = globalThis.DecompressionStream;
if (RealDecompressionStream) {
  globalThis.DecompressionStream = class BudgetedDecompressionStream {
    constructor(format) {
      const inner = new RealDecompressionStream(format);
      let streamBytes = 0;
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(
        new TransformStream({
          transform(chunk, controller) {
            streamBytes += chunk.byteLength;
            documentBytes += chunk.byteLength;
            if (streamBytes > MAX_SINGLE_BYTES || documentBytes > MAX_DOCUMENT_BYTES) {
              overBudget = true;
              controller.error(new RangeError('PDF stream larger than the reading budget'));
              return;
            }
            controller.enqueue(chunk);
          },
        }),
      );
    }
  };
}

/**
 * The text items of every page of a PDF, as flat arrays (they clone across threads far faster
 * than hundreds of small objects). Never throws: failures come back as { ok: false, name, message }.
 */
export async function extractPdfInThread(data) {
  documentBytes = 0;
  overBudget = false;
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      if (overBudget) break;
      const strings = [];
      const fonts = [];
      const geometry = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [a, b, c, d, e, f] = item.transform;
        strings.push(item.str);
        fonts.push(item.fontName);
        geometry.push(e, f, item.width, Math.hypot(c, d) || Math.hypot(a, b), b === 0 && c === 0 ? 0 : 1);
      }
      // Web links drawn over the text: an icon and a bare handle ('apennyworth') stand for a
      // profile, and the link says which one.
      const links = [];
      try {
        for (const annotation of await page.getAnnotations({ intent: 'display' })) {
          const { subtype, url, rect } = annotation;
          if (subtype !== 'Link' || typeof url !== 'string' || url.length > 300 || !/^https?:\/\//i.test(url) || !Array.isArray(rect)) continue;
          links.push({ url, rect: rect.slice(0, 4).map(Number) });
          if (links.length >= MAX_LINKS_PER_PAGE) break;
        }
      } catch {
        // A broken annotation list costs the links only.
      }
      let images = 0;
      // The operator list costs as much as the text again, so only sparse pages pay for it: they
      // are the ones that may be scans.
      const chars = strings.reduce((sum, s) => sum + s.trim().length, 0);
      if (chars < 40) {
        const ops = await page.getOperatorList();
        for (const fn of ops.fnArray) if (IMAGE_OPS.has(fn)) images++;
      }
      pages.push({ width: viewport.width, height: viewport.height, strings, fonts, geometry: Float64Array.from(geometry), images, links });
      page.cleanup();
    }
    // pdf.js recovers from a failed stream and reads on (stopAtErrors: false), so the budget is
    // judged here, whatever pdf.js made of it.
    if (overBudget) return { ok: false, name: 'TooLargeException', message: 'a stream exceeds the reading budget' };
    return { ok: true, pages };
  } catch (error) {
    if (overBudget) return { ok: false, name: 'TooLargeException', message: 'a stream exceeds the reading budget' };
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
    return { ok: false, name, message };
  } finally {
    await task.destroy();
  }
}
