import sanitizeHtml from 'sanitize-html';

/**
 * The HTML subset partners and staff may use in descriptions and terms (the real API's
 * list): b, i, u, del, h1-h3, p, blockquote, pre, span, a[href,target], img[src], ul, ol,
 * li, br. Everything else is removed; links must be http(s) or mailto. An image stays only when its
 * src is an absolute https URL without credentials: a relative src would load from whatever
 * page shows the text, and an http one is mixed content there.
 */
function isAbsoluteHttps(src: string | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'b',
    'i',
    'u',
    'del',
    'h1',
    'h2',
    'h3',
    'p',
    'blockquote',
    'pre',
    'span',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'br',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAbsoluteHttps(frame.attribs.src),
  transformTags: {
    // A target=_blank link must not hand window.opener to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The same sanitising, with every link's href replaced by `linkTo(href)` (null for a link
 * without one): an HTML creative as a partner gets it, each link its tracking link.
 */
export function sanitizeRichTextWithLinks(
  html: string,
  linkTo: (href: string | null) => string,
): string {
  const keepOpener = OPTIONS.transformTags!.a as sanitizeHtml.Transformer;
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) =>
        keepOpener(tagName, { ...attribs, href: linkTo(attribs.href || null) }),
    },
  });
}

/** The text of an HTML fragment, for the plain-text part of an e-mail: no tags, entities decoded. */
export function plainTextOf(html: string): string {
  const withBreaks = html.replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '$&\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
