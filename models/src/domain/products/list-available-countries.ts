import { Op, literal } from 'sequelize';
import { getSequelize } from '../../db/database';
import { Country } from '../../models/country';
import type { ProductCountryJson } from '../../schemas/products';

import { type Actor, type OperationOptions, assertAllowed } from '../kernel/index';

/**
 * CAT-20: the countries a new product can be added for — those without a product yet (one product
 * per country), by name. Only who may add a product (Super Admin) asks.
 */
export async function listAvailableCountries(input: { actor: Actor }, options: OperationOptions = {}): Promise<ProductCountryJson[]> {
  assertAllowed(input.actor, 'products', 'create', 'products:not_allowed');
  const qi = getSequelize().getQueryInterface();
  const countries = await Country.findAll({
    where: { id: { [Op.notIn]: literal(`(SELECT ${qi.quoteIdentifier('country_id')} FROM ${qi.quoteIdentifier('products')})`) } },
    attributes: ['id', 'name', 'iso2', 'in_service'],
    order: [['name', 'ASC']],
    transaction: options.transaction,
  });
  return countries.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, in_service: Boolean(c.in_service) }));
}
