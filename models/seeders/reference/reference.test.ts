import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, FRONTEND_RULE_FLAGS, IP_TYPE, SERVICE } from '../../src/constants/index';
import { seedReference } from '../../src/db/seeder';
import { ApplicationStatus, Configuration, Product, ProductService, initModels } from '../../src/models/index';
import {
  PATENT_YEAR_KEYS,
  TRADEMARK_RENEWAL_PROCESSING_KEYS,
  chargeSchema,
  costMapSchema,
  validationRulesSchema,
  type CostMap,
} from '../../src/schemas/product-costs';
import { createTestDatabase, type TestDatabase } from '../../src/testing/index';
import { APPLICATION_STATUSES } from '../data/application-statuses';
import { CONFIGURATION_DEFAULTS } from '../data/configuration';
import { COUNTRIES, COUNTRY_ID } from '../data/countries';
import { NICE_CLASSES } from '../data/nice-classes';
import { PRODUCTS } from '../data/products';
import { STATES } from '../data/states';
import { referenceSeeds } from './index';
import enumsBm from '../../src/i18n/locales/bm/enums.json';
import enumsCn from '../../src/i18n/locales/cn/enums.json';
import enumsEn from '../../src/i18n/locales/en/enums.json';

const TABLES = [
  'roles',
  'user_statuses',
  'countries',
  'states',
  'class_names',
  'application_statuses',
  'configurations',
  'products',
  'product_services',
  'documents',
] as const;

type Row = Record<string, unknown>;

/** JSON columns come back parsed (SQLite via model-less queries: text) or as text (MariaDB). */
const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const num = (value: string | undefined): number => Number(value ?? '0');

async function counts(sequelize: Sequelize): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT });
    out[table] = Number(row?.n);
  }
  return out;
}

const select = (sequelize: Sequelize, sql: string) => sequelize.query<Row>(sql, { type: QueryTypes.SELECT });

/**
 * The cheapest price a customer can be quoted for one line of a product service (1 class, no
 * goods, not expired; patents: one year). Mirrors the cost shape of product-costs.ts.
 */
function cheapestLine(serviceId: number, typeId: number, p: CostMap, s: CostMap): number {
  if (typeId === IP_TYPE.TRADEMARK) {
    return num(p.per_class) + num(s.base) + num(s.per_class);
  }
  if (serviceId === SERVICE.RENEWAL) {
    return Math.min(...PATENT_YEAR_KEYS.map((k) => num(p[k]))) + num(s.per_year);
  }
  return num(p.base) + num(s.base);
}

describe('data files', () => {
  it('countries: 249, unique iso2 and ids 1..n in alphabetical order, 12 in service', () => {
    expect(COUNTRIES.length).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
    COUNTRIES.forEach((c, i) => expect(c.id).toBe(i + 1));
    for (const c of COUNTRIES) expect(c.iso2).toMatch(/^[A-Z]{2}$/);
    const inService = COUNTRIES.filter((c) => c.in_service).map((c) => c.iso2);
    expect(inService.sort()).toEqual(['BN', 'CN', 'HK', 'ID', 'JP', 'KR', 'MY', 'PH', 'SG', 'TH', 'TW', 'VN']);
    for (const [iso2, id] of Object.entries(COUNTRY_ID)) expect(COUNTRIES.find((c) => c.iso2 === iso2)?.id).toBe(id);
  });

  it('every in-service country has states; Malaysia 16, Singapore 5; no duplicates', () => {
    for (const c of COUNTRIES.filter((x) => x.in_service)) expect(STATES[c.iso2]?.length ?? 0).toBeGreaterThan(0);
    expect(STATES.MY).toHaveLength(16);
    expect(STATES.SG).toHaveLength(5);
    expect(STATES.TH).toHaveLength(77);
    expect(STATES.JP).toHaveLength(47);
    for (const names of Object.values(STATES)) expect(new Set(names).size).toBe(names.length);
  });

  it('45 Nice classes with names and descriptions in 3 languages', () => {
    expect(NICE_CLASSES.map((c) => c.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    for (const c of NICE_CLASSES) {
      for (const v of [c.name_en, c.name_bm, c.name_cn, c.description_en, c.description_bm, c.description_cn]) expect(v.trim()).not.toBe('');
      expect(c.name_cn).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('application statuses 1–15 with their names; Renewal Ordered is labelled Pending Payment; no rules stored (ADR 031)', () => {
    expect(APPLICATION_STATUSES.map((s) => s.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(APPLICATION_STATUSES.find((s) => s.id === APPLICATION_STATUS.RENEWAL_ORDERED)).toMatchObject({ name: 'Renewal Ordered', label: 'Pending Payment' });
    for (const s of APPLICATION_STATUSES) expect(Object.keys(s).sort()).toEqual(['id', 'label', 'name', 'sort_order']);
  });
});

describe('enum labels (i18n enums namespace)', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v !== null && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));

  it('en, bm and cn have the same keys, all non-empty', () => {
    const en = keys(enumsEn).sort();
    expect(keys(enumsBm).sort()).toEqual(en);
    expect(keys(enumsCn).sort()).toEqual(en);
    const values = (o: object): unknown[] => Object.values(o).flatMap((v) => (v !== null && typeof v === 'object' ? values(v as object) : [v]));
    for (const catalogue of [enumsEn, enumsBm, enumsCn]) for (const v of values(catalogue)) expect(String(v).trim()).not.toBe('');
  });

  it('label every seeded status, role and frontend rule; Renewal Ordered displays as Pending Payment', () => {
    for (const s of APPLICATION_STATUSES) {
      expect((enumsEn.applicationStatus as Record<string, string>)[s.id]).toBe(s.name);
      expect((enumsEn.applicationStatusLabel as Record<string, string>)[s.id]).toBe(s.label);
    }
    for (const flag of FRONTEND_RULE_FLAGS) expect((enumsEn.frontendRule as Record<string, string>)[flag]).toBeTruthy();
    expect(enumsEn.applicationStatusLabel['3']).toBe('Pending Payment');
    expect(Object.keys(enumsEn.yearGranted)).toHaveLength(19);
  });
});

describe('reference seeds', () => {
  let db: TestDatabase;
  let first: Record<string, number>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const applied = await seedReference(db.sequelize);
    expect(applied).toEqual(referenceSeeds.map((s) => s.name));
    first = await counts(db.sequelize);
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('is idempotent: a second seedReference and a forced re-run of every module change nothing', async () => {
    expect(await seedReference(db.sequelize)).toEqual([]);
    for (const seed of referenceSeeds) await db.sequelize.transaction((t) => seed.module.run({ sequelize: db.sequelize }, t));
    expect(await counts(db.sequelize)).toEqual(first);
  });

  it('loads the expected row counts', () => {
    const stateCount = Object.values(STATES).reduce((n, list) => n + list.length, 0);
    expect(first).toMatchObject({
      roles: 5,
      user_statuses: 6,
      countries: 249,
      states: stateCount,
      class_names: 45,
      application_statuses: 15,
      configurations: CONFIGURATION_DEFAULTS.length,
      products: 12,
      product_services: 72,
      documents: 24,
    });
  });

  it('Malaysia has its 16 states and Malaysia/Singapore are in service', async () => {
    const [my] = await select(db.sequelize, `SELECT id, in_service FROM countries WHERE iso2 = 'MY'`);
    expect(Number(my?.id)).toBe(COUNTRY_ID.MY);
    expect(Boolean(Number(my?.in_service))).toBe(true);
    const states = await select(db.sequelize, `SELECT name FROM states WHERE country_id = ${COUNTRY_ID.MY}`);
    expect(states).toHaveLength(16);
    expect(states.map((s) => s.name)).toContain('Pulau Pinang');
    const inService = await select(db.sequelize, `SELECT iso2 FROM countries WHERE in_service = 1`);
    expect(inService).toHaveLength(12);
  });

  it('stores 45 classes with non-empty names in 3 languages (UTF-8 intact)', async () => {
    const rows = await select(db.sequelize, 'SELECT id, name_en, name_bm, name_cn FROM class_names ORDER BY id');
    expect(rows).toHaveLength(45);
    for (const r of rows) for (const k of ['name_en', 'name_bm', 'name_cn']) expect(String(r[k] ?? '').trim()).not.toBe('');
    expect(rows[24]?.name_cn).toBe('服装鞋帽');
  });

  it('stores the application statuses, without a frontend_rules column (the workflow table is the one source, ADR 031)', async () => {
    const rows = await select(db.sequelize, 'SELECT * FROM application_statuses ORDER BY id');
    expect(rows).toHaveLength(15);
    const renewalOrdered = rows.find((r) => Number(r.id) === APPLICATION_STATUS.RENEWAL_ORDERED);
    expect(renewalOrdered).toMatchObject({ name: 'Renewal Ordered', label: 'Pending Payment' });
    expect(Object.keys(renewalOrdered ?? {})).not.toContain('frontend_rules');
  });

  it('every in-service country has one product with 6 services whose cost JSON passes the schemas', async () => {
    const countries = await select(db.sequelize, 'SELECT id, iso2 FROM countries WHERE in_service = 1');
    const products = await select(db.sequelize, 'SELECT id, country_id, validation_rules, dictionaries FROM products');
    const services = await select(db.sequelize, 'SELECT * FROM product_services');
    const documents = await select(db.sequelize, 'SELECT product_service_id, title, body FROM documents');
    let cheapest = Number.POSITIVE_INFINITY;
    let cheapestWhere = '';
    for (const country of countries) {
      const product = products.filter((p) => Number(p.country_id) === Number(country.id));
      expect(product, String(country.iso2)).toHaveLength(1);
      const productRow = product[0] as Row;
      expect(validationRulesSchema.strict().parse(parse(productRow.validation_rules))).toBeTruthy();
      const dictionaries = parse(productRow.dictionaries) as { label: string; name: string }[];
      expect(dictionaries.length).toBeGreaterThan(0);
      const own = services.filter((s) => Number(s.product_id) === Number(productRow.id));
      expect(own, String(country.iso2)).toHaveLength(6);
      expect(new Set(own.map((s) => `${s.service_id}/${s.type_id}`)).size).toBe(6);
      for (const s of own) {
        const serviceId = Number(s.service_id);
        const typeId = Number(s.type_id);
        const where = `${country.iso2} service ${serviceId} type ${typeId}`;
        const p = costMapSchema.parse(parse(s.processing_costs));
        const sc = costMapSchema.parse(parse(s.service_costs));
        const ac = costMapSchema.parse(parse(s.agent_costs));
        const labels = parse(s.child_label) as string[];
        expect(labels.length, where).toBeGreaterThan(0);
        const charges = parse(s.charges);
        if (charges !== null) for (const c of charges as unknown[]) chargeSchema.parse(c);
        const isRenewal = serviceId === SERVICE.RENEWAL;
        expect(s.parent_label === null, where).toBe(!isRenewal);

        if (typeId === IP_TYPE.TRADEMARK && isRenewal) {
          for (const k of TRADEMARK_RENEWAL_PROCESSING_KEYS) expect(p[k], where).toBeDefined();
          expect(p.per_goods !== undefined, where).toBe(country.iso2 === 'TH');
          expect(Object.keys(sc).sort()).toEqual(['base', 'per_class']);
          expect(Object.keys(ac).sort()).toEqual(['base', 'per_class']);
        } else if (typeId === IP_TYPE.TRADEMARK) {
          expect(Object.keys(p)).toEqual(['per_class']);
          expect(Object.keys(sc).sort()).toEqual(['base', 'per_class']);
          expect(Object.keys(ac).sort()).toEqual(['base', 'per_class']);
        } else if (isRenewal) {
          expect(Object.keys(p).sort()).toEqual([...PATENT_YEAR_KEYS, 'overdue_surcharge_percent'].sort());
          expect(Object.keys(sc).sort()).toEqual(['near_due', 'per_year']);
          expect(Object.keys(ac)).toEqual(['per_year']);
        } else {
          expect(Object.keys(p)).toEqual(['base']);
          expect(Object.keys(sc)).toEqual(['base']);
          expect(Object.keys(ac)).toEqual(['base']);
        }
        // The agent is always owed less than the firm's fee.
        for (const [k, v] of Object.entries(ac)) if (num(sc[k]) > 0) expect(num(v), `${where} ${k}`).toBeLessThan(num(sc[k]));

        const price = cheapestLine(serviceId, typeId, p, sc);
        if (price < cheapest) {
          cheapest = price;
          cheapestWhere = where;
        }
        const docs = documents.filter((d) => Number(d.product_service_id) === Number(s.id));
        expect(docs.length, where).toBe(isRenewal ? 1 : 0);
      }
      const tmRenewal = own.find((s) => Number(s.service_id) === SERVICE.RENEWAL && Number(s.type_id) === IP_TYPE.TRADEMARK) as Row;
      if (country.iso2 === 'KR') expect(parse(tmRenewal.charges)).toEqual([{ label: 'Charges', cost: '0.00' }]);
      else expect(parse(tmRenewal.charges)).toBeNull();
    }
    expect(cheapest.toFixed(2)).toBe('9.90');
    expect(cheapestWhere).toBe(`MY service ${SERVICE.SEARCH} type ${IP_TYPE.TRADEMARK}`);
  });

  it('late renewal is not sold in one or two countries', async () => {
    const rows = await select(
      db.sequelize,
      `SELECT c.iso2, ps.late_enabled FROM product_services ps JOIN products p ON p.id = ps.product_id JOIN countries c ON c.id = p.country_id WHERE ps.service_id = ${SERVICE.RENEWAL}`,
    );
    const off = [...new Set(rows.filter((r) => !Number(r.late_enabled)).map((r) => r.iso2))].sort();
    expect(off).toEqual(['ID', 'PH']);
  });

  it('configuration keys are present with JSON-encoded values', async () => {
    const rows = await select(db.sequelize, 'SELECT * FROM configurations');
    const byKey = new Map(rows.map((r) => [String(r.key), JSON.parse(String(r.value))]));
    for (const key of [
      'payment_type',
      'payment_inputs',
      'bank_transfer',
      'maintenance',
      'patent_filing_date_country_ids',
      'goods_count_country_ids',
      'paylater_expiry_days',
      'currency_rates_url',
      'contact_email',
      'company_address',
      'human_verification',
    ]) {
      expect(byKey.has(key), key).toBe(true);
    }
    expect(byKey.get('payment_type')).toBe('Stripe');
    expect(byKey.get('maintenance')).toBe(false);
    expect(byKey.get('patent_filing_date_country_ids')).toEqual([COUNTRY_ID.CN]);
    expect(byKey.get('goods_count_country_ids')).toEqual([COUNTRY_ID.TH]);
    expect(byKey.get('paylater_expiry_days')).toBe(7);
    expect(byKey.get('bank_transfer')).toMatchObject({ account_name: 'IPRenew Sdn. Bhd.' });
  });

  it('reads back through the Sequelize models (JSON columns decoded on every dialect)', async () => {
    initModels(db.sequelize);
    expect(await Configuration.readValue('payment_type', '')).toBe('Stripe');
    expect(await Configuration.readValue('bank_transfer', {})).toMatchObject({ swift_code: 'MBBEMYKL' });
    const status = await ApplicationStatus.findByPk(APPLICATION_STATUS.IN_PROGRESS);
    expect(status).toMatchObject({ name: 'In Progress', label: 'In Progress' });
    const product = await Product.findOne({ where: { country_id: COUNTRY_ID.MY } });
    expect(product?.validation_rules).toMatchObject({ max_classes: 45, grace_months: 6 });
    const search = await ProductService.findOne({ where: { product_id: product?.id, service_id: SERVICE.SEARCH, type_id: IP_TYPE.TRADEMARK } });
    expect(search?.processing_costs).toEqual({ per_class: '0.00' });
    expect(search?.service_costs).toEqual({ base: '9.90', per_class: '0.00' });
    expect(search?.child_label).toEqual(['Official search fee', 'Service fee']);
  });

  it('every product in the data file is for a country in service', () => {
    const inService = new Set(COUNTRIES.filter((c) => c.in_service).map((c) => c.iso2));
    expect(PRODUCTS.map((p) => p.iso2).filter((iso2) => !inService.has(iso2))).toEqual([]);
    expect(PRODUCTS).toHaveLength(inService.size);
  });
});
