import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/app';

/**
 * The link crawler (issue 14 "Done when"): signed in as the demo customer (and the demo agent), it
 * fetches every page of the dashboard with Playwright's request API — not page navigation — and
 * follows every `<a href>` it finds. Every link, wherever it points on this site, must answer below
 * 400; pages under /dashboard are crawled further. Query-string variants of one path (pagers, sorts,
 * filters) are fetched up to a few each so the crawl stays bounded.
 */
const MAX_FETCHES = 450;
const VARIANTS_PER_PATH = 4;

interface Broken {
  url: string;
  status: number;
  from: string;
}

function linksOf(html: string): string[] {
  const hrefs: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) hrefs.push(match[1]!.replace(/&amp;/g, '&'));
  return hrefs;
}

/** A same-site URL worth fetching, without its fragment; null for mail/phone links, fragments and other sites. */
function normalise(href: string, from: string, origin: string): URL | null {
  if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) return null;
  const url = new URL(href, from);
  if (url.origin !== origin) return null;
  url.hash = '';
  return url;
}

async function crawl(request: APIRequestContext, origin: string, start: string): Promise<{ fetched: number; broken: Broken[] }> {
  const queue: { url: string; from: string }[] = [{ url: new URL(start, origin).href, from: '(start)' }];
  const seen = new Set<string>([queue[0]!.url]);
  const variants = new Map<string, number>();
  const broken: Broken[] = [];
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_FETCHES) {
    const { url, from } = queue.shift()!;
    const response = await request.get(url, { maxRedirects: 5 });
    fetched += 1;
    if (response.status() >= 400) {
      broken.push({ url, status: response.status(), from });
      continue;
    }
    const finalUrl = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!finalUrl.pathname.startsWith('/dashboard') || !type.includes('text/html')) continue;
    for (const href of linksOf(await response.text())) {
      const next = normalise(href, response.url(), origin);
      if (!next || next.pathname === '/logout' || seen.has(next.href)) continue;
      const count = variants.get(next.pathname) ?? 0;
      if (next.search && count >= VARIANTS_PER_PATH) continue;
      variants.set(next.pathname, count + 1);
      seen.add(next.href);
      queue.push({ url: next.href, from: url });
    }
  }
  return { fetched, broken };
}

async function signedIn(page: Page, loginPath: string, email: string): Promise<void> {
  await page.goto(loginPath);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 30_000 });
}

for (const [who, loginPath, email] of [
  ['customer', '/login?role=client', DEMO.customer],
  ['agent', '/login?role=agent', DEMO.agent],
] as const) {
  test(`every link of every ${who} page answers (no 404), fetched with the request API`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await signedIn(page, loginPath, email);
    const { fetched, broken } = await crawl(page.request, new URL(baseURL!).origin, '/dashboard/overview');
    expect(broken).toEqual([]);
    // The crawl reached well beyond the start page (the sidebar alone links several pages).
    expect(fetched).toBeGreaterThan(10);
  });
}
