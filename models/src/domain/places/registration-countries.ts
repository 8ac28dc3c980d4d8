import { getSequelize } from '../../db/database';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import type { Place } from './shared';

let cached: { at: number; value: Place[] } | undefined;
const TTL_MS = 5 * 60 * 1000;

/**
 * The countries offered by the registration form (ACC-29): those that have a state list (state_id is
 * required), by name. The chosen country's states are listCountryStates — fetched when the country
 * changes, and sent back with the no-JS form's answer — not all of them in the page (issue 17: 20 KB
 * of states made the page 47 KB). Kept five minutes (reference data).
 */
export async function registrationCountries(): Promise<Place[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  getSequelize();
  const withStates = await State.findAll({ attributes: ['country_id'], group: ['country_id'], raw: true });
  const countryIds = withStates.map((s) => s.country_id);
  const countries = countryIds.length
    ? await Country.findAll({ attributes: ['id', 'name', 'iso2'], where: { id: countryIds }, order: [['name', 'ASC']], raw: true })
    : [];
  const value = countries.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2 }));
  if (value.length > 0) cached = { at: Date.now(), value };
  return value;
}
