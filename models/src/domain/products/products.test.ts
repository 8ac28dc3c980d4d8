import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { AuditLog } from '../../models/audit-log';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductDocument } from '../../models/product-document';
import { ProductService } from '../../models/product-service';
import { User } from '../../models/user';
import { canUserUseResource } from '../../policies/resources';
import { PATENT_YEAR_KEYS } from '../../schemas/product-costs';
import { toProductUpdatePayload, type ProductJson, type ProductServiceJson } from '../../schemas/products';
import { caught, createTestDatabase, type TestDatabase } from '../../testing/index';
import {
  activateProduct,
  addProduct,
  applyLoadRules,
  deactivateProduct,
  getProduct,
  listAvailableCountries,
  listProducts,
  setDefaultAgent,
  updateDocument,
  updateProduct,
} from './index';

let db: TestDatabase;
let n = 0;
const makeUser = (role: number, extra: Record<string, unknown> = {}) =>
  User.create({ name: `Product User ${++n}`, email: `p${n}.${Math.random().toString(36).slice(2, 7)}@example.com`, role_id: role, status_id: USER_STATUS.ACTIVE, ...extra } as never);
const actorOf = (u: User) => ({ id: u.id, role_id: u.role_id, ip: '203.0.113.7' });


let sa: ReturnType<typeof actorOf>;
let admin: ReturnType<typeof actorOf>;
let accountant: ReturnType<typeof actorOf>;
let agent: User;
let blockedAgent: User;
let customer: User;
let malaysia: Product;
let korea: Product;

const sheet = (p: ProductJson, serviceId: number, type: 'trademark' | 'patent'): ProductServiceJson =>
  p.services.find((g) => g.service_id === serviceId)![type]!;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  sa = actorOf(await makeUser(ROLE.SUPER_ADMIN));
  admin = actorOf(await makeUser(ROLE.ADMIN));
  accountant = actorOf(await makeUser(ROLE.ACCOUNTANT));
  agent = await makeUser(ROLE.AGENT, { type: 'Agent' });
  blockedAgent = await makeUser(ROLE.AGENT, { type: 'Agent', status_id: USER_STATUS.BLOCKED });
  customer = await makeUser(ROLE.MEMBER, { type: 'Personal' });
  const countryId = async (iso2: string) => (await Country.findOne({ where: { iso2 } }))!.id;
  malaysia = (await Product.findOne({ where: { country_id: await countryId('MY') } }))!;
  korea = (await Product.findOne({ where: { country_id: await countryId('KR') } }))!;
}, 120_000);
afterAll(async () => db?.drop());

describe('permissions (ACL-30, ACL-31, ACL-56)', () => {
  it('refuses accountants and customers everything, and admins the add-new', async () => {
    for (const actor of [accountant, actorOf(customer), actorOf(agent)]) {
      expect((await caught(listProducts({ actor }))).status).toBe(403);
      expect((await caught(getProduct({ actor, id: malaysia.id }))).status).toBe(403);
      expect((await caught(updateProduct({ actor, id: malaysia.id, services: [] }))).status).toBe(403);
      expect((await caught(setDefaultAgent({ actor, id: malaysia.id, user_id: agent.id }))).status).toBe(403);
      expect((await caught(updateDocument({ actor, id: 1, title: 'x', body: 'y' }))).status).toBe(403);
    }
    const australia = await Country.findOne({ where: { iso2: 'AU' } });
    const refused = await caught(addProduct({ actor: admin, country_id: australia!.id }));
    expect(refused.status).toBe(403);
    expect((await caught(listAvailableCountries({ actor: admin }))).status).toBe(403);
    expect(await Product.count({ where: { country_id: australia!.id } })).toBe(0);
  });
});

describe('listProducts (CAT-14)', () => {
  it('pages, sorts by country and searches by country name or ISO code', async () => {
    const page = await listProducts({ actor: admin, sort: { field: 'country.name', order: 'ASC' }, offset: 0, limit: 5 });
    expect(page.total).toBe(12);
    expect(page.rows.map((r) => r.country?.name)).toEqual(['Brunei', 'China', 'Hong Kong', 'Indonesia', 'Japan']);
    const next = await listProducts({ actor: admin, sort: { field: 'country.name', order: 'ASC' }, offset: 5, limit: 5 });
    expect(next.rows[0]!.country?.name).toBe('Malaysia');
    const my = next.rows[0]!;
    expect(my.services_sold).toHaveLength(6);
    expect(my.is_active).toBe(true);

    const found = await listProducts({ actor: admin, filter: { q: 'kore' } });
    expect(found.rows.map((r) => r.country?.iso2)).toEqual(['KR']);
    expect((await listProducts({ actor: admin, filter: { q: 'sg' } })).rows.map((r) => r.country?.name)).toEqual(['Singapore']);
    expect((await listProducts({ actor: admin, filter: { q: '100%_' } })).total).toBe(0);
  });

  it('refuses an unknown sort field', async () => {
    const error = await caught(listProducts({ actor: admin, sort: { field: 'password' as never, order: 'ASC' } }));
    expect(error.status).toBe(400);
  });
});

describe('getProduct (CAT-16, CAT-12, CAT-13)', () => {
  it('answers the product with its services grouped by index and type, and documents', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    expect(p.country).toMatchObject({ iso2: 'MY', name: 'Malaysia' });
    expect(p.services.map((g) => [g.index, g.service_id])).toEqual([
      [0, SERVICE.SEARCH],
      [1, SERVICE.APPLICATION],
      [2, SERVICE.RENEWAL],
    ]);
    const renewal = sheet(p, SERVICE.RENEWAL, 'trademark');
    expect(renewal.type_id).toBe(IP_TYPE.TRADEMARK);
    expect(renewal.processing_costs.per_class).toBe('1050.00');
    expect(renewal.documents[0]!.title).toContain('Malaysia');
    expect(p.validation_rules.max_classes).toBe(45);
  });

  it('gives South Korea’s renewals a charges line with cost 0 on load', async () => {
    const tmRenewal = await ProductService.findOne({ where: { product_id: korea.id, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK } });
    await tmRenewal!.update({ charges: null });
    const p = await getProduct({ actor: admin, id: korea.id });
    expect(sheet(p, SERVICE.RENEWAL, 'trademark').charges).toEqual([{ label: 'Charges', cost: '0.00' }]);
    expect(sheet(p, SERVICE.RENEWAL, 'patent').charges).toEqual([{ label: 'Charges', cost: '0.00' }]);
    expect(sheet(p, SERVICE.SEARCH, 'trademark').charges).toBeNull();
    const sg = await getProduct({ actor: admin, id: (await listProducts({ actor: admin, filter: { q: 'Singapore' } })).rows[0]!.id });
    expect(sheet(sg, SERVICE.RENEWAL, 'trademark').charges).toBeNull();
  });

  it('gives a renewal without enabled flag and without parent label the enabled flag (CAT-12)', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    const raw = { ...sheet(p, SERVICE.RENEWAL, 'trademark'), enabled: undefined as unknown as boolean, parent_label: null };
    const labelled = { ...raw, id: raw.id + 1000, parent_label: 'Renewal' };
    const fixed = applyLoadRules({ ...p, services: [{ index: 2, service_id: SERVICE.RENEWAL, trademark: raw, patent: labelled }] });
    expect(fixed.services[0]!.trademark!.enabled).toBe(true);
    expect(fixed.services[0]!.patent!.enabled).toBeUndefined();
  });

  it('answers 404 "Fail to get product" for an unknown id', async () => {
    const error = await caught(getProduct({ actor: admin, id: 999_999 }));
    expect([error.status, error.messageKey]).toEqual([404, 'products:get_fail']);
  });
});

describe('updateProduct (CAT-17, G-55, G-56)', () => {
  it('saves a renewal price, labels, flags and the per-service agent in one go, and audits it', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    const renewal = sheet(p, SERVICE.RENEWAL, 'trademark');
    renewal.processing_costs = { ...renewal.processing_costs, per_class: '1100.50' };
    renewal.child_label = ['Official renewal fee', 'Service fee'];
    renewal.charges = [{ label: 'Courier', cost: '25' }];
    renewal.late_enabled = false;
    renewal.default_agent_id = agent.id;
    p.validation_rules = { ...p.validation_rules, grace_months: 5 };
    const result = await updateProduct({ actor: admin, id: p.id, ...toProductUpdatePayload(p) });
    expect(result.message).toBe('products:update_success');
    const saved = sheet(result.product, SERVICE.RENEWAL, 'trademark');
    expect(saved.processing_costs.per_class).toBe('1100.50');
    expect(saved.child_label).toEqual(['Official renewal fee', 'Service fee']);
    expect(saved.charges).toEqual([{ label: 'Courier', cost: '25' }]);
    expect(saved.late_enabled).toBe(false);
    expect(saved.default_agent).toMatchObject({ id: agent.id });
    expect(result.product.validation_rules.grace_months).toBe(5);
    const row = await ProductService.findByPk(renewal.id);
    expect(row!.processing_costs!.per_class).toBe('1100.50');
    const audit = await AuditLog.findOne({ where: { action: 'product.update', target_id: String(p.id) }, order: [['id', 'DESC']] });
    expect(audit!.actor_id).toBe(admin.id);
    expect(audit!.after).toMatchObject({ validation_rules: { grace_months: 5 }, [`service_${renewal.id}`]: { late_enabled: false } });
  });

  it('refuses bad amounts, foreign keys and out-of-range rules, changing nothing', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    const before = await ProductService.findByPk(sheet(p, SERVICE.SEARCH, 'trademark').id);
    const search = sheet(p, SERVICE.SEARCH, 'trademark');
    search.service_costs = { base: '12.345', per_class: '1.00' };
    search.agent_costs = { ...search.agent_costs, year_2: '1.00' };
    const error = await caught(updateProduct({ actor: admin, id: p.id, ...toProductUpdatePayload(p) }));
    expect([error.status, error.messageKey]).toEqual([422, 'products:update_fail']);
    expect(Object.values(error.fieldErrors).flat()).toContain('products:validation.money');
    const rules = await caught(updateProduct({ actor: admin, id: p.id, validation_rules: { max_classes: 46 } }));
    expect(rules.fieldErrors).toEqual({ 'validation_rules.max_classes': ['products:validation.rules.max_classes'] });
    const foreign = await caught(updateProduct({ actor: admin, id: p.id, services: [{ id: sheet(await getProduct({ actor: admin, id: korea.id }), 1, 'patent').id, status: 0 }] }));
    expect(foreign.fieldErrors['services.0.id']).toEqual(['products:validation.service_unknown']);
    const unknownKey = await caught(updateProduct({ actor: admin, id: p.id, services: [{ id: search.id, agent_costs: { base: '1.00', per_class: '1.00', year_2: '1.00' } }] }));
    expect(unknownKey.fieldErrors['services.0.agent_costs.year_2']).toEqual(['products:validation.cost_key_unknown']);
    const after = await ProductService.findByPk(before!.id);
    expect(after!.service_costs).toEqual(before!.service_costs);
  });

  it('keeps a sheet off sale while a required amount is missing', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    const patentRenewal = sheet(p, SERVICE.RENEWAL, 'patent');
    const costs = { ...patentRenewal.processing_costs };
    delete costs.year_7;
    const error = await caught(updateProduct({ actor: admin, id: p.id, services: [{ id: patentRenewal.id, processing_costs: { ...costs, year_8: '' } }] }));
    expect(error.fieldErrors).toEqual({
      'services.0.processing_costs.year_7': ['products:validation.cost_required_active'],
      'services.0.processing_costs.year_8': ['products:validation.cost_required_active'],
    });
    const offSale = await updateProduct({ actor: admin, id: p.id, services: [{ id: patentRenewal.id, processing_costs: costs, status: 0 }] });
    expect(sheet(offSale.product, SERVICE.RENEWAL, 'patent').status).toBe(0);
    const again = await caught(updateProduct({ actor: admin, id: p.id, services: [{ id: patentRenewal.id, status: 1 }] }));
    expect(Object.keys(again.fieldErrors)).toEqual(['services.0.processing_costs.year_7']);
    await updateProduct({ actor: admin, id: p.id, services: [{ id: patentRenewal.id, processing_costs: { ...costs, year_7: '600.00' }, status: 1 }] });
    expect((await ProductService.findByPk(patentRenewal.id))!.status).toBe(1);
  });

  it('refuses a per-service default agent who is not an active agent', async () => {
    const p = await getProduct({ actor: admin, id: malaysia.id });
    const id = sheet(p, SERVICE.SEARCH, 'patent').id;
    for (const userId of [blockedAgent.id, customer.id]) {
      const error = await caught(updateProduct({ actor: admin, id: p.id, services: [{ id, default_agent_id: userId }] }));
      expect(error.fieldErrors['services.0.default_agent_id']).toEqual(['products:validation.agent_inactive']);
    }
  });

  it('answers 404 "Fail to update product" for an unknown product', async () => {
    const error = await caught(updateProduct({ actor: admin, id: 999_999, services: [] }));
    expect([error.status, error.messageKey]).toEqual([404, 'products:update_fail']);
  });
});

describe('activate / deactivate (CAT-18)', () => {
  it('switches is_active and status_id and answers the reloaded product', async () => {
    const off = await deactivateProduct({ actor: admin, id: korea.id });
    expect([off.message, off.product.is_active, off.product.status_id]).toEqual(['products:deactivated', false, 0]);
    expect((await Product.findByPk(korea.id))!.is_active).toBe(false);
    const on = await activateProduct({ actor: sa, id: korea.id });
    expect([on.message, on.product.is_active, on.product.status_id]).toEqual(['products:activated', true, 1]);
    const actions = (await AuditLog.findAll({ where: { target_type: 'product', target_id: String(korea.id) } })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['product.deactivate', 'product.activate']));
  });
});

describe('setDefaultAgent (CAT-19)', () => {
  it('sets an active agent, refuses others, and clears with null', async () => {
    const ok = await setDefaultAgent({ actor: admin, id: malaysia.id, user_id: agent.id });
    expect(ok.message).toBe('products:set_default_agent_success');
    expect(ok.product.default_agent).toMatchObject({ id: agent.id, name: agent.name });
    for (const userId of [blockedAgent.id, customer.id, 999_999]) {
      const error = await caught(setDefaultAgent({ actor: admin, id: malaysia.id, user_id: userId }));
      expect([error.status, error.messageKey]).toEqual([422, 'products:set_default_agent_fail']);
    }
    expect((await Product.findByPk(malaysia.id))!.default_agent_id).toBe(agent.id);
    const cleared = await setDefaultAgent({ actor: admin, id: malaysia.id, user_id: null });
    expect(cleared.product.default_agent_id).toBeNull();
    expect((await caught(setDefaultAgent({ actor: admin, id: malaysia.id, user_id: 'abc' }))).status).toBe(422);
  });
});

describe('addProduct (CAT-20, CAT-21)', () => {
  it('offers only countries without a product, and adds one off sale with the country in service', async () => {
    const available = await listAvailableCountries({ actor: sa });
    expect(available.some((c) => c.iso2 === 'MY')).toBe(false);
    const australia = available.find((c) => c.iso2 === 'AU')!;
    expect(australia.in_service).toBe(false);

    const result = await addProduct({ actor: sa, country_id: australia.id });
    expect(result.message).toBe('products:add_success');
    const p = result.product;
    expect([p.country?.iso2, p.country?.in_service, p.is_active]).toEqual(['AU', true, true]);
    const sheets = p.services.flatMap((g) => [g.trademark!, g.patent!]);
    expect(sheets).toHaveLength(6);
    for (const s of sheets) expect([s.status, s.processing_costs, s.service_costs, s.agent_costs]).toEqual([0, {}, {}, {}]);
    expect(sheet(p, SERVICE.RENEWAL, 'trademark').documents[0]!.title).toContain('Australia');
    expect((await listAvailableCountries({ actor: sa })).some((c) => c.id === australia.id)).toBe(false);

    const twice = await caught(addProduct({ actor: sa, country_id: australia.id }));
    expect([twice.status, twice.messageKey, twice.fieldErrors.country_id]).toEqual([422, 'products:add_fail', ['products:validation.country_has_product']]);
    expect((await caught(addProduct({ actor: sa, country_id: 999_999 }))).fieldErrors.country_id).toEqual(['products:validation.country_unknown']);
    expect((await caught(addProduct({ actor: sa, country_id: undefined }))).fieldErrors.country_id).toEqual(['products:validation.country_required']);
  });

  it('sells a new product once priced and activated', async () => {
    const au = (await listProducts({ actor: sa, filter: { q: 'Australia' } })).rows[0]!;
    const p = await getProduct({ actor: sa, id: au.id });
    const tmRenewal = sheet(p, SERVICE.RENEWAL, 'trademark');
    const premature = await caught(updateProduct({ actor: sa, id: p.id, services: [{ id: tmRenewal.id, status: 1 }] }));
    expect(Object.keys(premature.fieldErrors).sort()).toEqual([
      'services.0.agent_costs.base',
      'services.0.agent_costs.per_class',
      'services.0.processing_costs.late_1y_per_class',
      'services.0.processing_costs.late_6m_per_class',
      'services.0.processing_costs.per_class',
      'services.0.service_costs.base',
      'services.0.service_costs.per_class',
    ]);
    const patentYears = Object.fromEntries(PATENT_YEAR_KEYS.map((k) => [k, '100.00']));
    const done = await updateProduct({
      actor: sa,
      id: p.id,
      services: [
        {
          id: tmRenewal.id,
          processing_costs: { per_class: '400', late_6m_per_class: '100', late_1y_per_class: '0' },
          service_costs: { base: '300', per_class: '100' },
          agent_costs: { base: '180', per_class: '60' },
          status: 1,
        },
        { id: sheet(p, SERVICE.RENEWAL, 'patent').id, processing_costs: { ...patentYears, overdue_surcharge_percent: '50' }, service_costs: { per_year: '200', near_due: '100' }, agent_costs: { per_year: '120' }, status: 1 },
      ],
    });
    expect(sheet(done.product, SERVICE.RENEWAL, 'trademark').status).toBe(1);
    expect((await listProducts({ actor: sa, filter: { id: au.id } })).rows[0]!.services_sold).toEqual([
      { service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK },
      { service_id: SERVICE.RENEWAL, type_id: IP_TYPE.PATENT },
    ]);
  });
});

describe('updateDocument (CAT-22)', () => {
  it('updates title and body, validates, and answers the spec’s not-found message', async () => {
    const doc = (await ProductDocument.findOne({ order: [['id', 'ASC']] }))!;
    const ok = await updateDocument({ actor: admin, id: doc.id, title: '  Renewal papers  ', body: 'Bring the certificate.' });
    expect([ok.message, ok.document.title, ok.document.body]).toEqual(['products:document_updated', 'Renewal papers', 'Bring the certificate.']);
    const invalid = await caught(updateDocument({ actor: admin, id: doc.id, title: 'x'.repeat(192), body: '  ' }));
    expect([invalid.status, invalid.messageKey]).toEqual([422, 'products:document_update_fail']);
    expect(invalid.fieldErrors).toEqual({ title: ['products:validation.title_max'], body: ['products:validation.body_required'] });
    expect((await ProductDocument.findByPk(doc.id))!.title).toBe('Renewal papers');
    const missing = await caught(updateDocument({ actor: admin, id: 999_999, title: 'A', body: 'B' }));
    expect([missing.status, missing.messageKey]).toEqual([404, 'products:document_not_found']);
    expect(await AuditLog.count({ where: { action: 'product.document_update', target_id: String(doc.id) } })).toBe(1);
  });
});

describe('ACL-3: user id 1 counts as a Super Admin on the product list', () => {
  it('lets user 1 add a product and list the countries without one while an admin; other admins stay refused', async () => {
    const first = (await User.findByPk(1)) ?? (await makeUser(ROLE.ADMIN, { id: 1 }));
    const role = first.role_id;
    await first.update({ role_id: ROLE.ADMIN });
    try {
      const actor = actorOf(first);
      expect(actor).toMatchObject({ id: 1, role_id: ROLE.ADMIN });
      const belgium = (await Country.findOne({ where: { iso2: 'BE' } }))!;
      expect((await listAvailableCountries({ actor })).some((c) => c.id === belgium.id)).toBe(true);
      expect((await addProduct({ actor, country_id: belgium.id })).product.country?.iso2).toBe('BE');
      expect((await caught(addProduct({ actor: admin, country_id: belgium.id }))).status).toBe(403);
      // Only on the product list: user 1 as an admin is still refused the super admin's configuration.
      expect(canUserUseResource(actor, 'configuration', 'update')).toBe(false);
      // An accountant with id 1 does not use the product list at all.
      expect(canUserUseResource({ id: 1, role_id: ROLE.ACCOUNTANT }, 'products', 'list')).toBe(false);
    } finally {
      await first.update({ role_id: role });
    }
  });
});
