/**
 * A small allow-list sanitizer for the AI feedback HTML. The server already sends allow-listed
 * HTML; this is defence in depth, because a page that renders HTML must not trust its input:
 * only formatting tags survive, every attribute is dropped, and scripting elements go with their
 * content. Parsing happens in an inert document (DOMParser), where nothing loads or runs.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 'mark', 'small', 'sub', 'sup', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);

/** Removed with everything inside them; any other unknown tag is unwrapped (its text stays). */
const DROPPED_TAGS = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'svg', 'math', 'link', 'meta', 'base', 'title', 'head', 'form', 'input', 'button', 'select', 'textarea', 'option',
  'audio', 'video', 'source', 'track', 'img', 'picture', 'canvas', 'xmp', 'plaintext', 'noframes',
]);

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) continue; // text
    if (child.nodeType !== 1) {
      child.remove(); // comments, processing instructions
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      element.remove();
      continue;
    }
    clean(element, doc);
    if (ALLOWED_TAGS.has(tag)) {
      for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    } else {
      const fragment = doc.createDocumentFragment();
      while (element.firstChild) fragment.appendChild(element.firstChild);
      element.replaceWith(fragment);
    }
  }
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}
