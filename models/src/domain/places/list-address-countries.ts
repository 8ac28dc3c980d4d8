import { getSequelize } from '../../db/database';
import { preparedRead } from '../../db/prepared-read';
import { Country } from '../../models/country';
import type { Place } from './shared';

/** Every country, by name (address forms: registration, profile, the application request's address), in a statement made once (ADR 084). */
export async function listAddressCountries(): Promise<Place[]> {
  const rows = await preparedRead(getSequelize(), 'places.addressCountries', [], undefined, (call) =>
    Country.findAll({ attributes: ['id', 'name', 'iso2'], order: [['name', 'ASC']], raw: true, ...call }),
  );
  return rows.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2 }));
}
