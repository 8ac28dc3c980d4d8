import { getSequelize } from '../../db/database';
import { bound, preparedRead } from '../../db/prepared-read';
import { State } from '../../models/state';
import { placeId, type Place } from './shared';

/** The states of one country, by name; none for anything that is not a country id (a typed 'Infinity' once reached the query). */
export async function listCountryStates(countryId: unknown): Promise<Place[]> {
  const id = placeId(countryId);
  if (id === null) return [];
  // The country bound: one statement made once for every country (ADR 084).
  const rows = await preparedRead(getSequelize(), 'places.countryStates', [id], undefined, (call) =>
    State.findAll({ where: { country_id: bound(1) }, attributes: ['id', 'name'], order: [['name', 'ASC']], raw: true, ...call }),
  );
  return rows.map((s) => ({ id: s.id, name: s.name }));
}
