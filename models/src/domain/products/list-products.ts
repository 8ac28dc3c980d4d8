import { Op, literal, type Order, type WhereOptions } from 'sequelize';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductService } from '../../models/product-service';
import { User } from '../../models/user';
import { PRODUCT_SORT_FIELDS, productListFilterSchema, type ProductListRowJson, type ProductSortField } from '../../schemas/products';

import { type Actor, assertAllowed, containsPattern, iso, type ListResult, type OperationOptions, pageWindow } from '../kernel/index';

export interface ListProductsInput {
  actor: Actor;
  filter?: Record<string, unknown>;
  sort?: { field: ProductSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/** `country`.`name` LIKE … OR `country`.`iso2` = … (the joined country, escaped the same on both dialects). */
function countryMatches(text: string) {
  const sequelize = getSequelize();
  const qi = sequelize.getQueryInterface();
  const column = (name: string) => `${qi.quoteIdentifier('country')}.${qi.quoteIdentifier(name)}`;
  return literal(
    `(${column('name')} LIKE ${sequelize.escape(containsPattern(text))} ESCAPE '!' OR ${column('iso2')} = ${sequelize.escape(text.toUpperCase().slice(0, 2))})`,
  );
}

/**
 * CAT-14: one page of products — searched on the country (`q`: name or ISO code), filtered on
 * is_active, sorted on a whitelisted column (id breaks ties) — with the country, the default agent
 * and the price sheets on sale. Failure: 'Failed to fetch sorted data'.
 */
export async function listProducts(input: ListProductsInput, options: OperationOptions = {}): Promise<ListResult<ProductListRowJson>> {
  assertAllowed(input.actor, 'products', 'list', 'products:not_allowed');
  const parsed = productListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'country.name', order: 'ASC' };
  if (!parsed.success || !(PRODUCT_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', 'users:fetch_sorted_fail');
  }
  const filter = parsed.data;
  const { offset, limit } = pageWindow(input);

  const conditions: WhereOptions<Product>[] = [];
  if (filter.is_active !== undefined) conditions.push({ is_active: filter.is_active });
  if (filter.id !== undefined) conditions.push({ id: filter.id });
  if (filter.q) conditions.push(countryMatches(filter.q) as unknown as WhereOptions<Product>);
  const where = { [Op.and]: conditions } as WhereOptions<Product>;

  const order: Order =
    sort.field === 'country.name' ? [[{ model: Country, as: 'country' }, 'name', sort.order]] : [[sort.field, sort.order]];
  if (sort.field !== 'id') order.push(['id', sort.order]);

  const include = [
    { model: Country, as: 'country', required: true },
    { model: User, as: 'default_agent', attributes: ['id', 'name', 'email'] },
  ];
  const { transaction } = options;
  const [total, products] = await Promise.all([
    Product.count({ where, include: [{ model: Country, as: 'country', required: true }], transaction }),
    Product.findAll({ where, include, order, offset, limit, transaction }),
  ]);
  const sold = products.length
    ? await ProductService.findAll({
        where: { product_id: products.map((p) => p.id), status: 1 },
        attributes: ['product_id', 'service_id', 'type_id'],
        order: [['service_id', 'ASC'], ['type_id', 'ASC']],
        transaction,
      })
    : [];
  const rows = products.map((p) => ({
    id: p.id,
    country_id: p.country_id,
    country: p.country ? { id: p.country.id, name: p.country.name, iso2: p.country.iso2, in_service: Boolean(p.country.in_service) } : null,
    status_id: Number(p.status_id),
    is_active: Boolean(p.is_active),
    default_agent_id: p.default_agent_id ?? null,
    default_agent: p.default_agent ? { id: p.default_agent.id, name: p.default_agent.name, email: p.default_agent.email } : null,
    services_sold: sold.filter((s) => s.product_id === p.id).map((s) => ({ service_id: s.service_id, type_id: s.type_id })),
    updated_at: iso(p.updated_at),
  }));
  return { rows, total, offset, limit };
}
