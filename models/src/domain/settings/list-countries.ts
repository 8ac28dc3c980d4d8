import { Op, type Order, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { COUNTRY_SORT_FIELDS, countryListFilterSchema, EDITOR_MAX_ROWS, type CountrySortField } from '../../schemas/settings';
import { NOT_ALLOWED, pageOf } from './shared';
import type { ListResult } from '../kernel/index';
import { type Actor, assertAllowed, likeAny, type OperationOptions } from '../kernel/index';

export interface CountryJson {
  id: number;
  name: string;
  iso2: string;
  in_service: boolean;
}

export interface ListCountriesInput {
  actor: Actor;
  /** {q, in_service, id} — id serves react-admin's getMany. */
  filter?: Record<string, unknown>;
  sort?: { field: CountrySortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

export const toCountryJson = (c: Country): CountryJson => ({ id: c.id, name: c.name, iso2: c.iso2, in_service: Boolean(c.in_service) });

/**
 * CAT-23: the countries for the console's pickers (configuration, products, agents, delivery
 * prices): searched on name or ISO code, filtered on in_service or ids, sorted by name by default.
 * The table is small reference data, so a picker may load it whole (up to EDITOR_MAX_ROWS).
 */
export async function listCountries(input: ListCountriesInput, options: OperationOptions = {}): Promise<ListResult<CountryJson>> {
  assertAllowed(input.actor, 'countries', 'list', NOT_ALLOWED);
  const parsed = countryListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'name', order: 'ASC' };
  if (!parsed.success || !(COUNTRY_SORT_FIELDS as readonly string[]).includes(sort.field)) throw new AppError('BAD_REQUEST', 'settings:retrieve_fail');
  const { q, in_service, id } = parsed.data;
  const conditions: WhereOptions<Country>[] = [];
  if (in_service !== undefined) conditions.push({ in_service });
  if (id) conditions.push({ id: id });
  if (q) conditions.push(likeAny(['name', 'iso2'], q) as WhereOptions<Country>);
  const where = { [Op.and]: conditions } as WhereOptions<Country>;
  const order: Order = [[sort.field, sort.order]];
  if (sort.field !== 'id') order.push(['id', 'ASC']);
  const { offset, limit } = pageOf(input, EDITOR_MAX_ROWS);
  const [total, rows] = await Promise.all([
    Country.count({ where, transaction: options.transaction }),
    Country.findAll({ where, order, offset, limit, transaction: options.transaction }),
  ]);
  return { rows: rows.map(toCountryJson), total, offset, limit };
}
