import type { Order, Transaction } from 'sequelize';
import { SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { bound, preparedRead } from '../../db/prepared-read';
import { Configuration } from '../../models/configuration';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductService } from '../../models/product-service';
import { validationRulesSchema, type ValidationRules } from '../../schemas/product-costs';
import { COUNTRY_LIST_SETTINGS, FILING_DATE_COUNTRIES_SETTING, GOODS_COUNT_COUNTRIES_SETTING } from '../../schemas/settings';

/**
 * What one priced line reads: the sold product service of a (country, service, type), its product's
 * rules (G-55) and the country's special rules (ADR 003, G-62), loaded once.
 */

export interface CatalogueOptions {
  transaction?: Transaction;
}

export interface PriceSheet {
  country: Country;
  product: Product;
  service: ProductService;
  rules: ValidationRules;
  /** goods_count_country_ids (spec id 110): trademark renewals are priced per item of goods (CAT-31). */
  goodsCountry: boolean;
  /** patent_filing_date_country_ids (spec id 42): annuities count from the filing date (CAT-38, CAT-42). */
  filingDateBasis: boolean;
}

export interface CountryRules {
  patentFilingDateCountryIds: number[];
  goodsCountryIds: number[];
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : []);

/** ADR 003: the configuration keys that stand for the spec's country ids 42 and 110 (schemas/settings.ts). */
export async function readCountryRules(options: CatalogueOptions = {}): Promise<CountryRules> {
  getSequelize(); // the models are registered on first use
  // Both keys in one statement (issue 17); a missing key is no country.
  const values = await Configuration.readValues(COUNTRY_LIST_SETTINGS, options);
  return { patentFilingDateCountryIds: ids(values.get(FILING_DATE_COUNTRIES_SETTING)), goodsCountryIds: ids(values.get(GOODS_COUNT_COUNTRIES_SETTING)) };
}

/** G-55: the product's validation_rules over the defaults; a malformed value keeps its default. */
export function productRules(stored: unknown): ValidationRules {
  const defaults = validationRulesSchema.parse({});
  if (!stored || typeof stored !== 'object') return defaults;
  const rules: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(stored as Record<string, unknown>)) {
    if (!(name in defaults)) continue;
    const candidate = validationRulesSchema.safeParse({ ...defaults, [name]: value });
    if (candidate.success) rules[name] = candidate.data[name as keyof ValidationRules];
  }
  return rules as ValidationRules;
}

/**
 * CAT-24, G-56: a line is sold when its country is in service, the product is active (is_active,
 * status 1), and the product service has status 1 and — for renewal — is enabled.
 */
export function isSold(
  country: Pick<Country, 'in_service'>,
  product: Pick<Product, 'is_active' | 'status_id'>,
  service: Pick<ProductService, 'status' | 'service_id' | 'enabled'>,
): boolean {
  return (
    Boolean(country.in_service) &&
    Boolean(product.is_active) &&
    Number(product.status_id) === 1 &&
    Number(service.status) === 1 &&
    (Number(service.service_id) !== SERVICE.RENEWAL || Boolean(service.enabled))
  );
}

type SoldWhere = { service_id?: number; type_id?: number; country_id?: number | number[] };

/** The one read behind soldServices: active products of countries in service with their live product services. */
function soldQuery(where: SoldWhere, options: CatalogueOptions) {
  getSequelize(); // the models are registered on first use
  const serviceWhere: Record<string, number> = { status: 1 };
  if (where.service_id !== undefined) serviceWhere.service_id = where.service_id;
  if (where.type_id !== undefined) serviceWhere.type_id = where.type_id;
  return {
    where: { is_active: true, status_id: 1, ...(where.country_id !== undefined ? { country_id: where.country_id } : {}) },
    include: [
      { model: Country, as: 'country', where: { in_service: true }, required: true },
      { model: ProductService, as: 'services', where: serviceWhere, required: true },
    ],
    transaction: options.transaction,
  };
}

/** The sold lines' order: by product, then by its product service. */
const SOLD_ROWS_ORDER: Order = [['id', 'ASC'], [{ model: ProductService, as: 'services' }, 'id', 'ASC']];

/** The prepared read of soldServiceRows (its statement is what soldLinesFingerprint writes out). */
export const SOLD_ROWS_KEY = 'catalogue.soldServiceRows';

/**
 * The same read as soldServices over every sold line, as plain rows (every column of each product, country and product
 * service, flattened; no model instances): what a cached answer over the sold lines is keyed on
 * (getFromPrice) — a change to any of them is a new key — at a fraction of building the models, in a
 * statement made once (preparedRead).
 */
export function soldServiceRows(options: CatalogueOptions = {}): Promise<Record<string, unknown>[]> {
  return preparedRead(getSequelize(), SOLD_ROWS_KEY, [], options.transaction, async (call) =>
    (await Product.findAll({ ...soldQuery({}, options), raw: true, order: SOLD_ROWS_ORDER, ...call })) as unknown as Record<string, unknown>[],
  );
}

/** A sold line's country and type, as soldCountryLines reads them. */
export interface SoldCountryLine {
  country: { id: number; name: string; iso2: string | null };
  type_id: number;
}

/**
 * The country and type of every sold line of one service id: the same read and sale rule as
 * soldServices, but only the columns the sale rule and a list of countries need, as plain rows
 * (issue 17: the country lists read every product's prices, rules and translations as models), in a
 * statement made once with the service id bound (ADR 084: the price checker and the request forms).
 */
export async function soldCountryLines(where: { service_id: number }, options: CatalogueOptions = {}): Promise<SoldCountryLine[]> {
  const query = soldQuery({}, options);
  const [country, services] = query.include;
  const rows = await preparedRead(getSequelize(), 'catalogue.soldCountryLines', [where.service_id], options.transaction, async (call) =>
    (await Product.findAll({
      ...query,
      attributes: ['id', 'is_active', 'status_id'],
      include: [
        { ...country, attributes: ['id', 'name', 'iso2', 'in_service'] },
        { ...services, where: { ...services.where, service_id: bound(1) }, attributes: ['id', 'service_id', 'type_id', 'status', 'enabled'] },
      ],
      order: SOLD_ROWS_ORDER,
      raw: true,
      ...call,
    })) as unknown as Record<string, unknown>[],
  );
  return rows
    .filter((row) =>
      isSold(
        { in_service: Boolean(row['country.in_service']) },
        { is_active: Boolean(row.is_active), status_id: Number(row.status_id) },
        { status: Number(row['services.status']), service_id: Number(row['services.service_id']), enabled: Boolean(row['services.enabled']) },
      ),
    )
    .map((row) => ({
      country: { id: Number(row['country.id']), name: String(row['country.name']), iso2: (row['country.iso2'] as string | null) ?? null },
      type_id: Number(row['services.type_id']),
    }));
}

/** Every sold product service with its product and country (optionally for one service id / country, or a list of countries). */
export async function soldServices(
  where: SoldWhere,
  options: CatalogueOptions = {},
): Promise<Array<{ country: Country; product: Product; service: ProductService }>> {
  const products = await Product.findAll(soldQuery(where, options));
  return products.flatMap((product) =>
    (product.services ?? [])
      .filter((service) => isSold(product.country!, product, service))
      .map((service) => ({ country: product.country!, product, service })),
  );
}

/** The price sheet of one line, or null when nothing is sold for it. */
export async function loadPriceSheet(
  line: { country_id: number; service_id: number; type_id: number },
  options: CatalogueOptions = {},
): Promise<PriceSheet | null> {
  const [sold] = await soldServices(line, options);
  if (!sold) return null;
  const countryRules = await readCountryRules(options);
  return sheetOf(sold, countryRules);
}

export function sheetOf(sold: { country: Country; product: Product; service: ProductService }, countryRules: CountryRules): PriceSheet {
  return {
    ...sold,
    rules: productRules(sold.product.validation_rules),
    goodsCountry: countryRules.goodsCountryIds.includes(sold.country.id),
    filingDateBasis: countryRules.patentFilingDateCountryIds.includes(sold.country.id),
  };
}
