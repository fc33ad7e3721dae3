import { createElement, type ReactNode } from 'react';

/**
 * The one sanitizer of the stored AI feedback (HTML the server writes from the analysis text),
 * shared by every page that shows it: mf-scanner's result and mf-profile's scan history. The
 * server already writes only these tags; this is defence in depth, because a page that renders
 * HTML must not trust its input. The text is parsed in an inert document (DOMParser runs no
 * script and loads nothing) and rebuilt as React elements from the allow-list below, without any
 * attribute, so no markup in the text can become a handler, a link or a style.
 */
export const FEEDBACK_TAGS: ReadonlySet<string> = new Set([
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'code',
]);

/** Removed with everything inside them; any other tag outside the allow-list keeps only its content. */
const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'audio',
  'video',
  'source',
  'track',
  'img',
  'picture',
  'canvas',
  'xmp',
  'plaintext',
  'noframes',
]);

/** For feedback shown under a dialog's own headings: its h2/h3 become h4, its h4 an h5. */
const DEMOTED: Readonly<Record<string, string>> = { h2: 'h4', h3: 'h4', h4: 'h5' };

export interface FeedbackElementsOptions {
  /** Demote the feedback's headings (h2, h3 → h4; h4 → h5) to sit under the page's own. */
  demoteHeadings?: boolean;
}

function convert(node: Node, key: string, demote: boolean): ReactNode {
  if (node.nodeType === 3) return node.textContent; // text
  if (node.nodeType !== 1) return null; // comments, processing instructions
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => convert(child, `${key}.${index}`, demote));
  if (!FEEDBACK_TAGS.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  return createElement((demote && DEMOTED[tag]) || tag, { key }, ...children);
}

/** The feedback HTML as React elements of the allow-list; '' gives nothing. A half-received stream is closed as the browser would. */
export function feedbackElements(html: string, options: FeedbackElementsOptions = {}): ReactNode {
  if (!html) return null;
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html');
  return Array.from(doc.body.childNodes, (node, index) =>
    convert(node, String(index), options.demoteHeadings ?? false),
  );
}
