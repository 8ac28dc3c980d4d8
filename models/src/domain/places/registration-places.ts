import { getSequelize } from '../../db/database';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import type { Place, StatePlace } from './shared';

let cached: { at: number; value: { countries: Place[]; states: StatePlace[] } } | undefined;
const TTL_MS = 5 * 60 * 1000;

/**
 * Countries and states offered by the registration form (ACC-29): the countries that have a state
 * list (state_id is required), with all their states (about 200 rows), so the browser filters the
 * state list without a round trip and the no-JS form can rebuild it from the chosen country. Kept
 * five minutes (reference data).
 */
export async function registrationPlaces(): Promise<{ countries: Place[]; states: StatePlace[] }> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  getSequelize();
  const states = await State.findAll({ attributes: ['id', 'name', 'country_id'], order: [['name', 'ASC']], raw: true });
  const countryIds = [...new Set(states.map((s) => s.country_id))];
  const countries = countryIds.length
    ? await Country.findAll({ attributes: ['id', 'name', 'iso2'], where: { id: countryIds }, order: [['name', 'ASC']], raw: true })
    : [];
  const value = {
    countries: countries.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2 })),
    states: states.map((s) => ({ id: s.id, name: s.name, country_id: s.country_id })),
  };
  if (countries.length > 0) cached = { at: Date.now(), value };
  return value;
}
