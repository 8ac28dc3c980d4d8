import { getSequelize } from '../../db/database';
import { Country } from '../../models/country';
import type { Place } from './shared';

/** Every country, by name (address forms: registration, profile, the application request's address). */
export async function listAddressCountries(): Promise<Place[]> {
  getSequelize();
  const rows = await Country.findAll({ attributes: ['id', 'name', 'iso2'], order: [['name', 'ASC']], raw: true });
  return rows.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2 }));
}
