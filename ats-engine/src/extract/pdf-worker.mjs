// The PDF worker of the library's own pool (extract/pdf-worker-pool.ts): the CLI, the benches and
// direct library callers read PDFs here. The api reads them in its engine workers instead.
import { parentPort } from 'node:worker_threads';
import { extractPdfInThread } from './pdfium-extract.mjs';

parentPort.on('message', async ({ id, data }) => {
  const result = await extractPdfInThread(data);
  parentPort.postMessage({ id, ...result });
});
