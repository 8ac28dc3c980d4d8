/**
 * Country names in the reader's language (issue 11): the CLDR name of the ISO 3166 code through
 * Intl.DisplayNames, with the stored English name as the fallback (English readers, an unknown code,
 * a runtime without the data). Browser-safe.
 *
 * Browsers and Node ship different CLDR versions ('Hong Kong' vs 'Hong Kong SAR China'), so a
 * server-rendered page must not name countries again in the browser: the server builds the
 * language's table once (`countryNames`, in collation order) and the page reads names and order from
 * it (`nameFrom`, `sortedBy`). The console, rendered only in the browser, may call Intl directly.
 */
const REGION_LOCALE: Record<string, string> = { bm: 'ms', cn: 'zh-Hans' };
const tables = new Map<string, Record<string, string>>();

/** ISO code → localised name, keys in the language's collation order; {} for English (the stored names). */
export function countryNames(language: string): Record<string, string> {
  const locale = REGION_LOCALE[language];
  if (!locale) return {};
  const cached = tables.get(locale);
  if (cached) return cached;
  const entries: [string, string][] = [];
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && name !== code) entries.push([code, name]);
      }
    }
  } catch {
    /* no region data: the stored names are used */
  }
  const collator = new Intl.Collator(locale);
  const table = Object.fromEntries(entries.sort((x, y) => collator.compare(x[1], y[1])));
  tables.set(locale, table);
  return table;
}

export interface NamedCountry {
  name: string;
  iso2?: string | null;
}

/** The name of a country from a language's table, else the stored name. */
export function nameFrom(table: Record<string, string>, name: string | null | undefined, iso2: string | null | undefined): string {
  return (iso2 ? table[iso2.toUpperCase()] : undefined) ?? name ?? '';
}

/** English order (made once: an Intl.Collator costs tens of microseconds to make, on every page with a country select). */
const english = new Intl.Collator('en');
/** Each table's codes by their place in it, made once per table (tables are kept per language). */
const ranks = new WeakMap<Record<string, string>, Map<string, number>>();

function rankIn(table: Record<string, string>): Map<string, number> {
  let rank = ranks.get(table);
  if (!rank) {
    rank = new Map(Object.keys(table).map((code, index) => [code, index]));
    ranks.set(table, rank);
  }
  return rank;
}

/** The countries with names from the table, in the table's order (English: by the stored name). */
export function sortedBy<T extends NamedCountry>(countries: readonly T[], table: Record<string, string>): (T & { name: string })[] {
  const rank = rankIn(table);
  const rankOf = (c: NamedCountry) => (c.iso2 ? rank.get(c.iso2.toUpperCase()) : undefined) ?? Number.MAX_SAFE_INTEGER;
  return countries
    .map((country) => ({ ...country, name: nameFrom(table, country.name, country.iso2) }))
    .sort((a, b) => rankOf(a) - rankOf(b) || english.compare(a.name, b.name));
}

/** 'Malaysia' / 'MY' in 'cn' → '马来西亚'; English keeps the stored name. */
export function countryName(name: string | null | undefined, iso2: string | null | undefined, language: string): string {
  return nameFrom(countryNames(language), name, iso2);
}

/** The countries with localised names, sorted by that name in the reader's language (selects). */
export function localiseCountries<T extends NamedCountry>(countries: readonly T[], language: string): (T & { name: string })[] {
  return sortedBy(countries, countryNames(language));
}
