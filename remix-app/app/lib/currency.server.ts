import { createCookie } from '@remix-run/node';
import { DEFAULT_CURRENCY, getConfig, isCurrency, loadDisplayRates, type Currency } from '@iprenew/models';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;

/** The `currency` cookie that keeps the visitor's display currency (I18N-6): 1 year, SameSite=Lax. */
export function currencyCookie() {
  cookie ??= createCookie('currency', {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: getConfig().secureCookies,
  });
  return cookie;
}

/** The display currency of the request: the `currency` cookie, else MYR (I18N-6). */
export async function requestCurrency(request: Request): Promise<Currency> {
  try {
    const value: unknown = await currencyCookie().parse(request.headers.get('Cookie'));
    if (isCurrency(value)) return value;
  } catch {
    /* a malformed cookie: the default */
  }
  return DEFAULT_CURRENCY;
}

/** What a page that shows prices needs: <Money currency rates /> and <CurrencyDisclaimer fetchedAt />. */
export interface CurrencyDisplay {
  currency: Currency;
  /** Null when conversions are hidden (G-28: rates stale): amounts then show in RM only. */
  rates: Record<Currency, string> | null;
  /** ISO time of the last good rates (G-28 shows it), or null for the reference rates. */
  fetchedAt: string | null;
}

export async function loadCurrencyDisplay(request: Request): Promise<CurrencyDisplay> {
  const [currency, display] = await Promise.all([requestCurrency(request), loadDisplayRates()]);
  return {
    currency,
    rates: display.stale ? null : display.rates,
    fetchedAt: display.fetched_at ? display.fetched_at.toISOString() : null,
  };
}
