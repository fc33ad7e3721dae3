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

/**
 * The rules of one of emotion's <style> elements one by one, as emotion writes them into a page's
 * sheet (stylis's top-level rules: a rule, an `@media` or `@layer` block with what it holds), for
 * the built rules of class names a first paint does not have (prebuilt-styles.ts's PrebuiltRules).
 */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    } else if (char === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (depth !== 0 || quote || css.slice(start).trim())
    throw new Error(`emotion's CSS did not split into rules: ${css}`);
  return rules;
}
