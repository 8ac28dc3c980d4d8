import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../seeders/data/countries';
import { packPlaces, unpackPlaces } from './packed-places';

describe('packed places (issue 17: the address countries in a page’s loader data)', () => {
  it('gives back the same places in the same order, any name, codes upper-cased, a missing or odd code as null', () => {
    const places = [
      { id: 132, name: 'Malaysia', iso2: 'MY' },
      { id: 3, name: 'Côte d\'Ivoire, "the", a|b;c\nd', iso2: 'ci' },
      { id: 77, name: '', iso2: null },
      { id: 9001, name: 'Kosovo', iso2: 'XKX' },
      { id: 5, name: '新加坡', iso2: undefined },
    ];
    expect(unpackPlaces(packPlaces(places))).toEqual([
      { id: 132, name: 'Malaysia', iso2: 'MY' },
      { id: 3, name: 'Côte d\'Ivoire, "the", a|b;c\nd', iso2: 'CI' },
      { id: 77, name: '', iso2: null },
      { id: 9001, name: 'Kosovo', iso2: null },
      { id: 5, name: '新加坡', iso2: null },
    ]);
  });

  it('an empty list, or none, unpacks to no places', () => {
    expect(unpackPlaces(packPlaces([]))).toEqual([]);
    expect(unpackPlaces(undefined)).toEqual([]);
  });

  it('is smaller than the objects it replaces once serialised', () => {
    const places = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Country number ${i}`, iso2: String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)) }));
    expect(JSON.stringify(packPlaces(places)).length).toBeLessThan(JSON.stringify(places).length * 0.6);
  });

  it('sends only the ids of the places the reference list holds as they are, in runs, and the others whole', () => {
    const seeded = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name)).map(({ id, name, iso2 }) => ({ id, name, iso2 }));
    const packed = packPlaces(seeded);
    expect(packed.own).toEqual({ at: '', iso2: '', names: [] });
    expect(packed.ids.length).toBeLessThan(120);
    expect(unpackPlaces(packed)).toEqual(seeded);
    expect(unpackPlaces(JSON.parse(JSON.stringify(packed)))).toEqual(seeded); // as loader data arrives

    // An operator renamed one, changed another's code, added one the reference lacks, and ids out of order.
    const changed = [
      { ...seeded[0]!, name: `${seeded[0]!.name} (renamed)` },
      { ...seeded[1]!, iso2: 'ZZ' },
      { id: 99_999, name: 'Atlantis', iso2: 'QA' },
      seeded[5]!,
      seeded[4]!,
      { ...seeded[3]!, iso2: null },
    ];
    const repacked = packPlaces(changed);
    expect(repacked.own.at).toBe('0-2,5');
    expect(unpackPlaces(JSON.parse(JSON.stringify(repacked)))).toEqual(changed.map((place) => ({ ...place, iso2: place.iso2 ?? null })));
  });
});
