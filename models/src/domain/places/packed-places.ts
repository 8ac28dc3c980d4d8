import type { Place } from './shared';

/**
 * A long list of places (the 250 address countries) as three columns instead of 250 objects, for a
 * page's loader data (issue 17: the application page carried 17.7 KB of country objects in its
 * HTML, each with its keys, beside the 11 KB of <option>s it renders). Ids joined by commas, ISO codes
 * as one string of two-letter codes ('' for none is written '--'), names as an array. Safe for any
 * name: names are never joined.
 */
export interface PackedPlaces {
  ids: string;
  iso2: string;
  names: string[];
}

const NO_CODE = '--';

export function packPlaces(places: readonly Place[]): PackedPlaces {
  return {
    ids: places.map((place) => place.id).join(','),
    iso2: places.map((place) => (place.iso2 && /^[A-Za-z]{2}$/.test(place.iso2) ? place.iso2.toUpperCase() : NO_CODE)).join(''),
    names: places.map((place) => place.name),
  };
}

/** The places again (a code that was not two letters comes back as null). */
export function unpackPlaces(packed: PackedPlaces | null | undefined): Place[] {
  if (!packed || packed.names.length === 0) return [];
  const ids = packed.ids.split(',');
  return packed.names.map((name, index) => {
    const code = packed.iso2.slice(index * 2, index * 2 + 2);
    return { id: Number(ids[index]), name, iso2: code === NO_CODE || code.length < 2 ? null : code };
  });
}
