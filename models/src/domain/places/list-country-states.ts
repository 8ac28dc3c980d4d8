import { getSequelize } from '../../db/database';
import { State } from '../../models/state';
import { placeId, type Place } from './shared';

/** The states of one country, by name; none for anything that is not a country id (a typed 'Infinity' once reached the query). */
export async function listCountryStates(countryId: unknown): Promise<Place[]> {
  const id = placeId(countryId);
  if (id === null) return [];
  getSequelize();
  const rows = await State.findAll({ where: { country_id: id }, attributes: ['id', 'name'], order: [['name', 'ASC']], raw: true });
  return rows.map((s) => ({ id: s.id, name: s.name }));
}
