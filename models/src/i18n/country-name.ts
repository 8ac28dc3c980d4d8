/**
 * Country names in the reader's language (I18N-3 pages and documents): the CLDR name of the ISO
 * 3166 code through Intl.DisplayNames (Node and browsers ship full ICU), with the stored English name
 * as the fallback (English readers, an unknown code, a runtime without the data). Browser-safe.
 */
const REGION_LOCALE: Record<string, string> = { bm: 'ms', cn: 'zh-Hans' };
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
  const locale = REGION_LOCALE[language];
  if (!locale) return null;
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

export interface NamedCountry {
  name: string;
  iso2?: string | null;
}

/** 'Malaysia' / 'MY' in 'cn' → '马来西亚'; English keeps the stored name. */
export function countryName(name: string | null | undefined, iso2: string | null | undefined, language: string): string {
  const stored = name ?? '';
  if (!iso2 || !/^[A-Za-z]{2}$/.test(iso2)) return stored;
  try {
    return displayNames(language)?.of(iso2.toUpperCase()) ?? stored;
  } catch {
    return stored;
  }
}

/** The countries with localised names, sorted by that name in the reader's language (selects). */
export function localiseCountries<T extends NamedCountry>(countries: readonly T[], language: string): (T & { name: string })[] {
  const collator = new Intl.Collator(REGION_LOCALE[language] ?? 'en');
  return countries
    .map((country) => ({ ...country, name: countryName(country.name, country.iso2, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
