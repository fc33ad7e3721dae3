// Browser APIs jsdom lacks that the app and Chakra touch; fetch comes from jest-env-jsdom.cjs.
require('@testing-library/jest-dom');
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver;
globalThis.IntersectionObserver ??= NoopObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
