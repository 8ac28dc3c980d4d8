/** A country or state as forms list them (ISO code for the localised country name). */
export interface Place {
  id: number;
  name: string;
  iso2?: string | null;
}
export interface StatePlace extends Place {
  country_id: number;
}

/** A database id from anything a form or a URL sent: a positive safe integer, else null ('Infinity', '1e400', '-1', '2.5'). */
export function placeId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
