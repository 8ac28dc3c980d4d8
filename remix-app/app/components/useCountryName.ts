import { countryName, localiseCountries, type NamedCountry } from '@iprenew/models/browser';
import { useTranslation } from 'react-i18next';

/** Country names in the page's language (Intl.DisplayNames by ISO code, the stored English name as fallback). */
export function useCountryName(): (name: string | null | undefined, iso2?: string | null) => string {
  const { i18n } = useTranslation();
  return (name, iso2) => countryName(name, iso2, i18n.language);
}

/** A country select's options: localised names, sorted by them. */
export function useLocalisedCountries<T extends NamedCountry>(countries: readonly T[]): (T & { name: string })[] {
  const { i18n } = useTranslation();
  return localiseCountries(countries, i18n.language);
}
