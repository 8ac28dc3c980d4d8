import { IP_TYPE } from '../../constants/index';
import { soldCountryLines, type CatalogueOptions } from './price-sheet';

/**
 * listServiceCountries (CAT-5, CAT-44): the countries in service that sell `service_id`, split by
 * type — they feed the renewal forms and the price checker. Sorted by name.
 */
export interface ServiceCountry {
  id: number;
  name: string;
  /** ISO 3166 code: pages show the name in the reader's language (countryName). */
  iso2?: string | null;
}

export async function listServiceCountries(
  input: { service_id: number },
  options: CatalogueOptions = {},
): Promise<{ trademark: ServiceCountry[]; patent: ServiceCountry[] }> {
  const sold = await soldCountryLines({ service_id: input.service_id }, options);
  const of = (typeId: number) =>
    sold
      .filter((line) => line.type_id === typeId)
      .map(({ country }) => ({ id: country.id, name: country.name, iso2: country.iso2 }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { trademark: of(IP_TYPE.TRADEMARK), patent: of(IP_TYPE.PATENT) };
}
