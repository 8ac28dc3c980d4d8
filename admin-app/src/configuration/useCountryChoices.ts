import { useMemo } from 'react';
import { useGetList, useLocaleState } from 'react-admin';
import { countryName, localiseCountries } from '@iprenew/models/browser';

export interface CountryChoice {
  id: number;
  name: string;
  iso2: string;
  in_service: boolean;
}

/**
 * Every country (GET /api/admin/countries, loaded whole) for the settings pickers, named in the
 * console's language (Intl.DisplayNames by ISO code, the stored English name as fallback) and sorted
 * by that name.
 */
export function useCountryChoices(): { countries: CountryChoice[]; isPending: boolean; error: unknown } {
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList<CountryChoice>('countries', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const countries = useMemo(() => localiseCountries(data ?? [], locale), [data, locale]);
  return { countries, isPending, error };
}

/** A country's name in the console's language. */
export function useCountryName(): (name: string | null | undefined, iso2?: string | null) => string {
  const [locale] = useLocaleState();
  return (name, iso2) => countryName(name, iso2, locale);
}
