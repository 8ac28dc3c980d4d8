import { describe, expect, it } from 'vitest';
import { newsExcerpt } from './sanitize-news-html';

const html = '<h2>Heading</h2><p>Trademark renewals&nbsp;in Malaysia &amp; Singapore are now <strong>online</strong>.</p><p>Second paragraph with more words to cut on a boundary.</p>';

describe('newsExcerpt (card excerpt, PUB-25)', () => {
  it('gives plain text without the heading, cut on a word boundary, the same on every call', () => {
    const full = newsExcerpt(html);
    expect(full).toBe('Trademark renewals in Malaysia & Singapore are now online. Second paragraph with more words to cut on a boundary.');
    expect(newsExcerpt(html)).toBe(full);
    // The same HTML cut shorter is its own answer, not the one kept for the default length.
    expect(newsExcerpt(html, 40)).toBe('Trademark renewals in Malaysia &…');
    expect(newsExcerpt(html)).toBe(full);
  });

  it('answers each HTML for itself, also after more HTML than it keeps has passed through', () => {
    const long = (n: number) => `<p>Item ${n} ${'word '.repeat(20_000)}</p>`;
    for (let n = 0; n < 25; n += 1) expect(newsExcerpt(long(n), 20)).toBe(`Item ${n} word word…`);
    expect(newsExcerpt(long(3), 20)).toBe('Item 3 word word…');
    expect(newsExcerpt(html)).toMatch(/^Trademark renewals/);
    expect(newsExcerpt('')).toBe('');
  });
});
