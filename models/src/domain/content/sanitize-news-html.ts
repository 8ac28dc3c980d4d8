import sanitizeHtml from 'sanitize-html';

/**
 * News content is HTML written in the console (ADM-55). Before it reaches a public page it is
 * reduced to a strict allow-list: text structure, emphasis, lists, quotes, simple tables and links
 * (http, https, mailto or same-site). No scripts, styles, event handlers, frames, forms or images
 * (a news item's images are its attachments, served through their own route).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'code', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings of level 1 belong to the page: a news h1 becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.href && /^https?:/i.test(attribs.href) ? { target: '_blank' } : {}) },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

// rel and target are set by the transform above: allow them on output only.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel', 'target'] };

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html ?? '', OPTIONS);
}

/**
 * Excerpts already made, by the HTML they were made from (a pure function of it, so exact with
 * nothing to forget when a news item changes): the news page lists the same items to every visitor,
 * and parsing each item's HTML was about 5 % of its CPU. At most EXCERPT_MEMO_CHARS characters of
 * HTML are kept, the oldest dropped first.
 */
const EXCERPT_MEMO_CHARS = 2_000_000;
const excerpts = new Map<string, string>();
let excerptChars = 0;

/** The plain text of news HTML, cut to about `max` characters on a word boundary (card excerpt). */
export function newsExcerpt(html: string, max = 180): string {
  const key = `${max}|${html ?? ''}`;
  const known = excerpts.get(key);
  if (known !== undefined) return known;
  const excerpt = makeExcerpt(html, max);
  if (key.length <= EXCERPT_MEMO_CHARS) {
    excerpts.set(key, excerpt);
    excerptChars += key.length;
    for (const oldest of excerpts.keys()) {
      if (excerptChars <= EXCERPT_MEMO_CHARS) break;
      excerptChars -= oldest.length;
      excerpts.delete(oldest);
    }
  }
  return excerpt;
}

function makeExcerpt(html: string, max: number): string {
  const spaced = (html ?? '').replace(/<\/(p|li|div|blockquote|tr|td|th)>|<br\s*\/?>/gi, '$& ');
  // Headings are left out: the card shows the title already.
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
