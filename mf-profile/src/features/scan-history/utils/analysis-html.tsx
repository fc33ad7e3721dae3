import { createElement, type ReactNode } from 'react';

/** The tags the feedback uses; anything else is reduced to its text. */
const ALLOWED = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'code']);
/** Dropped with everything inside them. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math']);
/** Headings of the stored feedback sit under the dialog's own h2/h3. */
const DEMOTE: Record<string, string> = { h2: 'h4', h3: 'h4', h4: 'h5' };

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  return createElement(DEMOTE[tag] ?? tag, { key }, ...children);
}

/**
 * The stored AI feedback (HTML from the server) as React elements: parsed in an inert document
 * (DOMParser runs no script and loads nothing), then rebuilt from an allow-list of tags without
 * any attribute, so no markup of the text can become a handler, a link or a style.
 */
export function analysisElements(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (node, index) => convert(node, String(index)));
}
