// pdf.js ships no types for its worker module; the bench only hands it to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
