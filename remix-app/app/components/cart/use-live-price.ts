import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { PatentYearOption } from '@iprenew/models/browser';
import type { LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';

interface LivePriceData {
  livePrice?: { key: string; price: LinePriceView | null; years: PatentYearOption[] };
}

/**
 * ORD-13: with JavaScript, a line's price is fetched from the page's loader (`?price=1`) shortly
 * after its pricing inputs change. `query` is the inputs as a query string ('' = nothing to price).
 */
export function useLivePrice(url: string, query: string) {
  const fetcher = useFetcher<LivePriceData>();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === query) return;
    const first = last.current === null;
    last.current = query;
    if (!query || first) return;
    const timer = setTimeout(() => fetcher.load(`${url}?price=1&${query}`), 300);
    return () => clearTimeout(timer);
  }, [url, query]);
  return { data: fetcher.data?.livePrice ?? null, loading: fetcher.state === 'loading' };
}

/** The query string of the named values that are filled in. */
export function queryOf(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  return params.toString();
}
