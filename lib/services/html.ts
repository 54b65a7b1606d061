import sanitizeHtml from 'sanitize-html';

/**
 * The HTML subset partners and staff may use in descriptions and terms (the real API's
 * list): b, i, u, del, h1-h3, p, blockquote, pre, span, a[href,target], img[src], ul, ol,
 * li, br. Everything else is removed; links and images must be http(s) (or mailto links).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'u', 'del', 'h1', 'h2', 'h3', 'p', 'blockquote', 'pre', 'span', 'a', 'img', 'ul', 'ol', 'li', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A target=_blank link must not hand window.opener to the page it opens.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
