import { nameFrom, sortedBy, type NamedCountry } from '@iprenew/models/browser';
import { useRootData } from '~/lib/root-data';

/**
 * Country names in the page's language, from the table the root loader built on the server (ISO
 * code → name, in collation order): the browser never names countries itself, so the hydrated page
 * matches the server's HTML (browsers ship other CLDR versions).
 */
function useTable(): Record<string, string> {
  return useRootData().countryNames;
}

export function useCountryName(): (name: string | null | undefined, iso2?: string | null) => string {
  const table = useTable();
  return (name, iso2) => nameFrom(table, name, iso2);
}

/** A country select's options: localised names, sorted by them. */
export function useLocalisedCountries<T extends NamedCountry>(countries: readonly T[]): (T & { name: string })[] {
  return sortedBy(countries, useTable());
}
