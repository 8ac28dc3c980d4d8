import { COUNTRIES } from '../../../seeders/data/countries';
import type { Place } from './shared';

/**
 * A long list of places (the 250 address countries) packed for a page's loader data (issue 17: the
 * application page carried 17.7 KB of country objects in its HTML, then 6–8 KB of ids, codes and
 * names, beside the 11 KB of <option>s it renders).
 * - `ids`: the ids in the list's order, runs of consecutive ids written `first-last` ("1,3-53,55").
 * - `own`: only the places the reference list (seeders/data/countries.ts, in every build of the
 *   server and of the browser code) does not hold as they are — an id it lacks, a renamed country, a
 *   code changed: their indexes in `ids` (in runs, as the ids), their codes as one string of
 *   two-letter codes ('--' for none) and their names. Every other place is named and coded by the
 *   reference list, so the page sends its ids alone.
 * Safe for any name: names are never joined.
 */
export interface PackedPlaces {
  ids: string;
  own: { at: string; iso2: string; names: string[] };
}

const NO_CODE = '--';

const REFERENCE = new Map(COUNTRIES.map((country) => [country.id, country]));

const code = (iso2: string | null | undefined) => (iso2 && /^[A-Za-z]{2}$/.test(iso2) ? iso2.toUpperCase() : NO_CODE);

function packIds(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ids.length; ) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j]! + 1) j += 1;
    parts.push(j > i ? `${ids[i]}-${ids[j]}` : String(ids[i]));
    i = j + 1;
  }
  return parts.join(',');
}

function unpackIds(packed: string): number[] {
  if (!packed) return [];
  return packed.split(',').flatMap((part) => {
    const [first, last] = part.split('-').map(Number) as [number, number | undefined];
    return last === undefined ? [first] : Array.from({ length: last - first + 1 }, (_, k) => first + k);
  });
}

export function packPlaces(places: readonly Place[]): PackedPlaces {
  const at: number[] = [];
  let iso2 = '';
  const names: string[] = [];
  places.forEach((place, index) => {
    const reference = REFERENCE.get(place.id);
    const placeCode = code(place.iso2);
    if (reference && reference.iso2 === placeCode && reference.name === place.name) return;
    at.push(index);
    iso2 += placeCode;
    names.push(place.name);
  });
  return { ids: packIds(places.map((place) => place.id)), own: { at: packIds(at), iso2, names } };
}

/** The places again (a code that was not two letters comes back as null). */
export function unpackPlaces(packed: PackedPlaces | null | undefined): Place[] {
  if (!packed) return [];
  const own = new Map(unpackIds(packed.own.at).map((index, k) => [index, { iso2: packed.own.iso2.slice(k * 2, k * 2 + 2), name: packed.own.names[k] ?? '' }]));
  return unpackIds(packed.ids).map((id, index) => {
    const { iso2, name } = own.get(index) ?? REFERENCE.get(id) ?? { iso2: NO_CODE, name: '' };
    return { id, name, iso2: iso2 === NO_CODE || iso2.length < 2 ? null : iso2 };
  });
}
