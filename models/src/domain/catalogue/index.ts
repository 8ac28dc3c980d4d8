/** Catalogue and pricing (CAT): the fee engine, the countries in service, patent years, the "from" price. */
export { calculateFee, type FeeOptions } from './calculate-fee';
export { listServiceCountries, type ServiceCountry } from './list-service-countries';
export { patentYearOptions, type PatentYearOptions, type PatentYearOptionsInput } from './patent-year-options';
export { getFromPrice } from './get-from-price';
export { readCountryRules, type CountryRules, type CatalogueOptions } from './price-sheet';
