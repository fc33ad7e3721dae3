/**
 * The page's date formats, each made the first time it is used and kept.
 *
 * The first `Intl` format a page makes sets up the browser's locale data: ~70 ms of main thread at
 * 4x CPU (docs/decisions/047), whatever the format. Made as a module is evaluated, that work joined
 * the page's start; made by the first render that shows a date, it joins that render.
 * `prepareDateFormats` makes the profile's formats in a task of their own, while the page waits
 * for its answers.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The format for `options` in the person's locale, made once. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, options);
    formats.set(key, format);
  }
  return format;
}

/** A date and time as the scan history and the profile's 'Last updated' show them. */
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Makes the format the profile's cards show first ('Last updated'), in a task of its own after the
 * page has rendered, so that the locale data is ready before the answers arrive. Returns a cancel.
 */
export function prepareDateFormats(): () => void {
  const timer = setTimeout(() => dateFormat(DATE_TIME), 0);
  return () => clearTimeout(timer);
}
