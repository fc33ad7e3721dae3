/** A <style> element as emotion writes it beside the elements it styles: `data-emotion="css <id>..."`. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;

/** One of emotion's <style> elements: the ids it declares and their rules. */
export interface FragmentStyle {
  ids: string[];
  css: string;
}

/**
 * A prerendered fragment as data for the page it goes into (docs/decisions/042): its markup with
 * emotion's <style> elements taken out, and those styles, each id once, in the order the markup had
 * them (the same cascade). The page gathers them into one <style> in <head>: rendered at build time,
 * each component's CSS sits just before it, and the browser re-computed the page's styles for each
 * of the ~60 elements it met while parsing the body (docs/decisions/023). Done here, at build time,
 * so the server that sends the page never reads markup.
 */
export function firstPaintFragment(markup: string): { html: string; styles: FragmentStyle[] } {
  const seen = new Set<string>();
  const styles: FragmentStyle[] = [];
  const html = markup.replace(EMOTION_STYLE, (_element, names: string, rules: string) => {
    const fresh = names.split(' ').filter((id) => id && !seen.has(id));
    if (fresh.length) {
      for (const id of fresh) seen.add(id);
      styles.push({ ids: fresh, css: rules });
    }
    return '';
  });
  if (/<style[\s>]/.test(html))
    throw new Error("the prerendered fragment has a <style> element that is not emotion's: it would stay in the body");
  return { html, styles };
}
