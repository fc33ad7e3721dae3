// Runs pdf.js in a worker thread. pdf.js is ESM-only, which Jest's CommonJS transform cannot load,
// and a pathological PDF can spin pdf.js's parser synchronously: a thread can be terminated, a
// promise cannot. This file stays plain JavaScript so it needs no loader in the worker.
import { parentPort } from 'node:worker_threads';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// Handing pdf.js its worker module up front keeps its "fake worker" in this thread without a
// second dynamic import per document.
globalThis.pdfjsWorker = pdfjsWorker;

const IMAGE_OPS = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject]);

async function extract(data) {
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
      // Flat arrays clone across threads far faster than hundreds of small objects.
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
      let images = 0;
      // The operator list costs as much as the text again, so only sparse pages pay for it: they
      // are the ones that may be scans.
      const chars = strings.reduce((sum, s) => sum + s.trim().length, 0);
      if (chars < 40) {
        const ops = await page.getOperatorList();
        for (const fn of ops.fnArray) if (IMAGE_OPS.has(fn)) images++;
      }
      pages.push({ width: viewport.width, height: viewport.height, strings, fonts, geometry: Float64Array.from(geometry), images });
      page.cleanup();
    }
    return { ok: true, pages };
  } catch (error) {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
    return { ok: false, name, message };
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async ({ id, data }) => {
  const result = await extract(data);
  parentPort.postMessage({ id, ...result });
});
