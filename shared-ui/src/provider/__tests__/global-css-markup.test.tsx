import { markPrebuilt } from '../global-css-markup';

/** Emotion as the app's start evaluates it: @emotion/react makes its cache for the page at once. */
function startEmotion(): void {
  jest.isolateModules(() => {
    jest.requireActual('@emotion/react');
  });
}

// The head of a page as the api sends it: the global CSS as the shell's build writes it (emotion's
// <style> elements of a <Global>, as rendered in Node, then marked), the first paint's styles, then
// the start script.
function sendPage(): HTMLStyleElement[] {
  const globalCss = markPrebuilt(
    '<style data-emotion="css-global ad1llf">@layer reset, base, tokens, recipes;</style>' +
      '<style data-emotion="css-global hhimw3">@layer base{:root{--chakra-colors-brand-700:#6d28d9;}}</style>',
  );
  document.head.innerHTML =
    `${globalCss}<style data-rb-first-paint-css="abc123">.css-abc123{color:red}</style>` +
    '<script src="/start.js" defer></script>';
  return [...document.head.querySelectorAll<HTMLStyleElement>('style[data-rb-global-css]')];
}

describe('the built global CSS in the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is left where the build put it when emotion starts (moving it re-computes every style of the page)', () => {
    const globalStyles = sendPage();
    expect(globalStyles).toHaveLength(2);
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { childList: true });

    startEmotion();

    const moved = observer.takeRecords().flatMap((record) => [...record.removedNodes]);
    observer.disconnect();
    expect(moved.filter((node) => globalStyles.includes(node as HTMLStyleElement))).toEqual([]);
  });

  it('keeps the layer order first and the first paint rules after it', () => {
    sendPage();
    startEmotion();
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles[0]?.textContent).toBe('@layer reset, base, tokens, recipes;');
    expect(styles.at(-1)?.getAttribute('data-rb-first-paint-css')).toBe('abc123');
  });
});
