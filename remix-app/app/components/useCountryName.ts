import { nameFrom, sortedBy, unpackPlaces, type NamedCountry, type PackedPlaces, type Place } from '@iprenew/models/browser';
import { useMemo } from 'react';
import { useTranslation } from '~/lib/i18n/react';

/**
 * Country names in the page's language: the `countries` namespace (ISO code → name, in collation
 * order), which the server builds and the page loads like its other strings (ADR 068: a route showing
 * countries declares it; cached once for every page, never inlined in the HTML). The browser never names
 * countries itself, so the hydrated page matches the server's HTML (browsers ship other CLDR versions).
 */
function useTable(): Record<string, string> {
  const { i18n } = useTranslation('countries');
  return (i18n.getResourceBundle(i18n.language, 'countries') as Record<string, string> | undefined) ?? {};
}

export function useCountryName(): (name: string | null | undefined, iso2?: string | null) => string {
  const table = useTable();
  return (name, iso2) => nameFrom(table, name, iso2);
}

/** A country select's options: localised names, sorted by them. */
export function useLocalisedCountries<T extends NamedCountry>(countries: readonly T[]): (T & { name: string })[] {
  return sortedBy(countries, useTable());
}

/** The options of an address-country select sent packed in loader data (issue 17, packPlaces). */
export function usePackedCountries(packed: PackedPlaces | null | undefined): (Place & { name: string })[] {
  return useLocalisedCountries(useMemo(() => unpackPlaces(packed), [packed]));
}
