import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { Configuration } from '../../models/configuration';
import { Country } from '../../models/country';
import { buildAgent, buildCustomer, buildStaff, caught, findCountry, lastAudit, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { getConfiguration, getPaymentConfiguration, getPaymentSettings, listCountries, setCountriesInService, updateConfiguration, updatePaymentConfiguration } from './index';
import { openSecret, sealSecret } from './secret-box';

let world: TestWorld;
let superAdmin: User;
let admin: User;
let others: User[];
beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  others = [await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), await buildCustomer()];
}, 180_000);
afterAll(async () => world?.close());

const generalOf = async () => Object.fromEntries((await getConfiguration({ actor: superAdmin })).general.map((g) => [g.key, g.value]));

describe('configuration (ADM-66, ADM-67, ADM-70, G-27)', () => {
  it('lists the general settings, known keys first, without secrets or keys that have their own section', async () => {
    const view = await getConfiguration({ actor: admin });
    const keys = view.general.map((g) => g.key);
    expect(keys.slice(0, 6)).toEqual(['contact_email', 'paylater_expiry_days', 'currency_rates_url', 'patent_filing_date_country_ids', 'goods_count_country_ids', 'company_address']);
    for (const hidden of ['payment_type', 'payment_inputs', 'bank_transfer', 'maintenance', 'human_verification']) expect(keys).not.toContain(hidden);
    expect(view.bank_transfer.swift_code).toBe('MBBEMYKL');
  });

  it('lets admins read but only super admins save (⚑AMB-04); other roles get nothing', async () => {
    const general = await generalOf();
    expect((await caught(updateConfiguration({ actor: admin, general }))).status).toBe(403);
    for (const actor of others) {
      expect((await caught(getConfiguration({ actor }))).status).toBe(403);
      expect((await caught(getPaymentConfiguration({ actor }))).status).toBe(403);
    }
  });

  it('saves every general setting and the bank details, and writes one audit row', async () => {
    const general = { ...(await generalOf()), contact_email: ' Help@IPRenew.example ', paylater_expiry_days: '14' };
    const bank = { ...(await getConfiguration({ actor: superAdmin })).bank_transfer, bank_name: 'CIMB Bank Berhad', swift_code: 'cibbmykl' };
    const result = await updateConfiguration({ actor: superAdmin, general, bank_transfer: bank });
    expect(result.message).toBe('settings:record_update_success');
    expect(await Configuration.readValue('contact_email', null)).toBe('help@iprenew.example');
    expect(await Configuration.readValue('paylater_expiry_days', null)).toBe(14);
    expect(await Configuration.readValue<Record<string, string>>('bank_transfer', {})).toMatchObject({ bank_name: 'CIMB Bank Berhad', swift_code: 'CIBBMYKL' });
    const audit = await lastAudit('configuration.update');
    expect(audit?.actor_id).toBe(superAdmin.id);
    expect(audit?.after).toMatchObject({ contact_email: 'help@iprenew.example', paylater_expiry_days: 14 });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const general = await generalOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ contact_email: 'not-an-email' }, 'general.contact_email'],
      [{ contact_email: '' }, 'general.contact_email'],
      [{ paylater_expiry_days: 0 }, 'general.paylater_expiry_days'],
      [{ paylater_expiry_days: 61 }, 'general.paylater_expiry_days'],
      [{ paylater_expiry_days: 2.5 }, 'general.paylater_expiry_days'],
      [{ currency_rates_url: 'ftp://rates.example' }, 'general.currency_rates_url'],
      [{ patent_filing_date_country_ids: [] }, 'general.patent_filing_date_country_ids'],
      [{ goods_count_country_ids: [999999] }, 'general.goods_count_country_ids'],
      [{ company_address: { ...(general.company_address as object), city: ' ' } }, 'general.company_address.city'],
      [{ no_such_key: 'x' }, 'general.no_such_key'],
    ];
    for (const [change, field] of cases) {
      const error = await caught(updateConfiguration({ actor: superAdmin, general: { ...general, ...change, contact_email: change.contact_email ?? 'changed@example.test' } }));
      expect(error.status, field).toBe(422);
      expect(error.messageKey).toBe('settings:update_fail');
      expect(Object.keys(error.fieldErrors), field).toContain(field);
    }
    const { contact_email: _dropped, ...missing } = general;
    expect(Object.keys((await caught(updateConfiguration({ actor: superAdmin, general: missing }))).fieldErrors)).toEqual(['general.contact_email']);
    const bankError = await caught(updateConfiguration({ actor: superAdmin, bank_transfer: { bank_name: 'X', account_name: 'Y', account_no: 'abc', swift_code: 'NOPE', note: '' } }));
    expect(Object.keys(bankError.fieldErrors).sort()).toEqual(['bank_transfer.account_no', 'bank_transfer.note', 'bank_transfer.swift_code']);
    expect(await generalOf()).toEqual(general);
  });

  it('validates a free-form key by the type of its value', async () => {
    await Configuration.writeValue('support_hours', 'Mon–Fri 9:00–18:00');
    await Configuration.writeValue('max_upload_files', 5);
    const general = await generalOf();
    expect(general.support_hours).toBe('Mon–Fri 9:00–18:00');
    const bad = await caught(updateConfiguration({ actor: superAdmin, general: { ...general, support_hours: '', max_upload_files: 'many' } }));
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['general.max_upload_files', 'general.support_hours']);
    await updateConfiguration({ actor: superAdmin, general: { ...general, max_upload_files: '8' } });
    expect(await Configuration.readValue('max_upload_files', null)).toBe(8);
  });
});

const stripe = { publishable_key: 'pk_test_51Abcdefghijkl', secret_key: 'sk_test_51SecretSecretSecret', webhook_secret: 'whsec_signingsecret123' };
const paypal = { mode: 'live', client_id: 'AbCdEfGhIjKlMnOp', client_secret: 'EFgHiJkLmNoPqRsT', webhook_id: '4JH86294D6297924G' };

describe('payment configuration (ADM-68, ADR 013)', () => {
  it('stores Stripe keys sealed, shows only whether each secret is set, and opens them for the server', async () => {
    const view = await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: stripe });
    expect(view.input.Stripe).toEqual({ publishable_key: stripe.publishable_key, secret_key_set: true, webhook_secret_set: true });
    expect(JSON.stringify(view)).not.toContain(stripe.secret_key);
    const raw = await Configuration.findOne({ where: { key: 'payment_inputs' } });
    expect(raw?.is_secret).toBe(true);
    expect(raw?.value).not.toContain(stripe.secret_key);
    expect(raw?.value).not.toContain(stripe.webhook_secret);
    const settings = await getPaymentSettings();
    expect(settings).toMatchObject({ payment_type: 'Stripe', stripe, paypal: null });
    const audit = await lastAudit('configuration.payment');
    expect(JSON.stringify(audit?.after)).not.toContain(stripe.secret_key);
    expect(audit?.after).toMatchObject({ secrets_replaced: ['secret_key', 'webhook_secret'] });
  });

  it('keeps a secret when its field is left empty, and needs every key of a new provider', async () => {
    await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: { publishable_key: 'pk_live_51Changed000000', secret_key: '', webhook_secret: '' } });
    expect((await getPaymentSettings()).stripe).toEqual({ ...stripe, publishable_key: 'pk_live_51Changed000000' });

    const missing = await caught(updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: { ...paypal, client_secret: '' } }));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.fieldErrors)).toEqual(['input.client_secret']);
    expect((await getPaymentConfiguration({ actor: admin })).payment_type).toBe('Stripe');

    const view = await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: paypal });
    expect(view.payment_type).toBe('Paypal');
    expect(view.input.Paypal).toEqual({ mode: 'live', client_id: paypal.client_id, webhook_id: paypal.webhook_id, client_secret_set: true });
    const settings = await getPaymentSettings();
    expect(settings.payment_type).toBe('Paypal');
    expect(settings.paypal).toEqual(paypal);
    // The Stripe keys survive the switch.
    expect(settings.stripe?.secret_key).toBe(stripe.secret_key);
  });

  it('refuses malformed keys, unknown options and admins', async () => {
    const bad = await caught(updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: { publishable_key: 'sk_oops_123456789', secret_key: 'pk_wrong_123456789', webhook_secret: 'secret' } }));
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['input.publishable_key', 'input.secret_key', 'input.webhook_secret']);
    expect((await caught(updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Bitcoin', input: {} }))).fieldErrors).toHaveProperty('payment_type');
    expect((await caught(updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: { ...paypal, mode: 'test' } }))).fieldErrors).toHaveProperty(['input.mode']);
    expect((await caught(updatePaymentConfiguration({ actor: admin, payment_type: 'Stripe', input: stripe }))).status).toBe(403);
    expect((await getPaymentSettings()).paypal).toEqual(paypal);
  });

  it('reports a secret sealed under a SESSION_SECRET no longer listed instead of using it', async () => {
    const inputs = await Configuration.readValue<Record<string, Record<string, unknown>>>('payment_inputs', {});
    const foreign = sealSecret('EFgHiJkLmNoPqRsT', 'payment_inputs.Paypal.client_secret', ['another-secret-that-is-not-configured-here']);
    await Configuration.writeValue('payment_inputs', { ...inputs, Paypal: { ...inputs.Paypal, client_secret: foreign } }, { isSecret: true });
    expect((await getPaymentConfiguration({ actor: superAdmin })).input.Paypal.client_secret_set).toBe(false);
    expect((await caught(getPaymentSettings())).messageKey).toBe('settings:payment_secret_unreadable');
    await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: paypal });
    expect((await getPaymentSettings()).paypal?.client_secret).toBe(paypal.client_secret);
  });
});

describe('secret box (ADR 013)', () => {
  const secrets = ['x'.repeat(40)];
  it('opens what it sealed, only in the same context and never after tampering', () => {
    const sealed = sealSecret('sk_live_abc', 'a.b', secrets);
    expect(sealed.startsWith('enc:v1:')).toBe(true);
    expect(sealed).not.toContain('sk_live_abc');
    expect(sealSecret('sk_live_abc', 'a.b', secrets)).not.toBe(sealed);
    expect(openSecret(sealed, 'a.b', secrets)).toBe('sk_live_abc');
    expect(openSecret(sealed, 'a.c', secrets)).toBeNull();
    const body = Buffer.from(sealed.slice(7), 'base64url');
    body[body.length - 1] ^= 1;
    expect(openSecret(`enc:v1:${body.toString('base64url')}`, 'a.b', secrets)).toBeNull();
    expect(openSecret('sk_live_abc', 'a.b', secrets)).toBeNull();
  });

  it('still opens values sealed under an older secret while it stays listed (rotation)', () => {
    const sealed = sealSecret('whsec_1', 'ctx', ['o'.repeat(40)]);
    expect(openSecret(sealed, 'ctx', ['n'.repeat(40), 'o'.repeat(40)])).toBe('whsec_1');
    expect(openSecret(sealed, 'ctx', ['n'.repeat(40)])).toBeNull();
  });
});

describe('countries in service (CAT-23, ADM-69)', () => {
  it('lists countries for the pickers: search, in-service filter, ids, whole table', async () => {
    const all = await listCountries({ actor: admin, limit: 1000 });
    expect(all.total).toBe(await Country.count());
    expect(all.rows.length).toBe(all.total);
    expect(all.rows[0]).toEqual({ id: expect.any(Number), name: expect.any(String), iso2: expect.any(String), in_service: expect.any(Boolean) });
    const names = all.rows.map((r) => r.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('Afghanistan')).toBe(0);
    expect(at('Malaysia')).toBeLessThan(at('Singapore'));
    expect(at('Singapore')).toBeLessThan(at('Thailand'));
    const my = await findCountry('MY');
    expect((await listCountries({ actor: admin, filter: { q: 'malay' } })).rows.map((r) => r.iso2)).toContain('MY');
    expect((await listCountries({ actor: admin, filter: { id: [my.id] } })).rows).toEqual([{ id: my.id, name: my.name, iso2: 'MY', in_service: my.in_service }]);
    const inService = await listCountries({ actor: admin, filter: { in_service: true }, limit: 1000 });
    expect(inService.total).toBe(await Country.count({ where: { in_service: true } }));
    expect(inService.rows.every((r) => r.in_service)).toBe(true);
    expect((await caught(listCountries({ actor: admin, filter: { nope: 1 } }))).status).toBe(400);
  });

  it('saves the in-service set as a whole (super admin only)', async () => {
    const [my, sg, th] = [await findCountry('MY'), await findCountry('SG'), await findCountry('TH')];
    const result = await setCountriesInService({ actor: superAdmin, country: [sg.id, my.id, String(th.id), my.id] });
    expect(result.country).toEqual([my.id, sg.id, th.id].sort((a, b) => a - b));
    const now = (await Country.findAll({ where: { in_service: true }, order: [['id', 'ASC']] })).map((c) => c.id);
    expect(now).toEqual(result.country);
    expect((await lastAudit('countries.in_service'))?.after).toEqual({ in_service: result.country });

    expect((await caught(setCountriesInService({ actor: superAdmin, country: [my.id, 999999] }))).status).toBe(422);
    expect((await caught(setCountriesInService({ actor: superAdmin, country: 'MY' }))).status).toBe(422);
    expect((await caught(setCountriesInService({ actor: admin, country: [my.id] }))).status).toBe(403);
    expect((await Country.findAll({ where: { in_service: true }, order: [['id', 'ASC']] })).map((c) => c.id)).toEqual(result.country);
  });
});
