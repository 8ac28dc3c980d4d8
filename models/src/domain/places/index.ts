/** Countries and states for address forms, in one home (issue 12 §3); the console's paged lists are settings/list-countries and list-states. */
export { listAddressCountries } from './list-address-countries';
export { listCountryStates } from './list-country-states';
export { registrationCountries } from './registration-countries';
export { placeId, type Place, type StatePlace } from './shared';
export { packPlaces, unpackPlaces, type PackedPlaces } from './packed-places';
