// jsdom with Node's fetch family: the API client (ky) runs on real fetch in tests, against real
// local HTTP servers where a test wants one. AbortController must come from the same realm as
// fetch, or undici rejects the signal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  // FormData and files too: undici's fetch cannot send jsdom's FormData. Read files with
  // Blob.text() in app code (jsdom's FileReader does not accept Node's Blob).
  'FormData',
  'Blob',
  'File',
];

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithNodeFetch;
