import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_LANGUAGES_OFFERED } from '../../schemas/settings';
import { Configuration } from '../../models/configuration';
import { openTestWorld, queriesOf, type TestWorld } from '../../testing/index';
import { isMaintenanceOn, MAINTENANCE_KEY } from '../auth/maintenance';
import { LANGUAGES_OFFERED_KEY, offeredLanguages } from './offered-languages';
import { readPageSettings } from './page-settings';
import { readPaymentType, PAYMENT_TYPE_KEY } from './payment-inputs';
import { CONTACT_EMAIL_KEY, readContactEmail } from '../content/read-contact-email';

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
}, 180_000);
afterAll(async () => world?.close());

/** Stores a raw value (or removes the key) as an edit by plain SQL would leave it. */
async function store(key: string, raw: string | null | undefined): Promise<void> {
  await Configuration.destroy({ where: { key } });
  if (raw !== undefined) await Configuration.create({ key, value: raw } as never);
}

describe(`page settings in one statement (SYS-3, I18N-3, issue 17) (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('reads maintenance, the offered languages, the card option and the support address in one statement, decoded as their own readers decode them', async () => {
    const maintenanceValues = [undefined, null, 'true', 'false', '1', '0', '"true"', '"1"', '"yes"', 'not json', '{"on":true}'];
    const languageValues = [
      undefined,
      null,
      JSON.stringify({ site: ['en', 'cn'], dashboard: ['en'], console: ['en', 'bm', 'cn'] }),
      JSON.stringify({ site: [], dashboard: ['en'], console: ['en'] }),
      JSON.stringify({ site: ['xx'] }),
      'not json',
    ];
    // The card option and the support address: missing, unknown or not text, and each kind of good value.
    const paymentValues = [undefined, null, '"Paypal"', '"Stripe"', '"paypal"', '42', 'Paypal'];
    const emailValues = [undefined, null, '"help@example.com"', '42', 'plain text', '""'];
    let round = 0;
    for (const maintenance of maintenanceValues) {
      for (const languages of languageValues) {
        round += 1;
        await store(MAINTENANCE_KEY, maintenance);
        await store(LANGUAGES_OFFERED_KEY, languages);
        await store(PAYMENT_TYPE_KEY, paymentValues[round % paymentValues.length]);
        await store(CONTACT_EMAIL_KEY, emailValues[round % emailValues.length]);
        let settings: Awaited<ReturnType<typeof readPageSettings>> | undefined;
        expect(await queriesOf(async () => void (settings = await readPageSettings()))).toBe(1);
        const label = `maintenance ${maintenance} · languages ${languages}`;
        expect(settings!.maintenance, label).toBe(await isMaintenanceOn());
        expect(settings!.paymentType, label).toBe(await readPaymentType());
        expect(settings!.contactEmail, label).toBe(await readContactEmail());
        for (const area of ['site', 'dashboard', 'console'] as const) {
          expect(settings!.languagesOffered[area], `${label} · ${area}`).toEqual(await offeredLanguages(area));
        }
      }
    }
    // Sanity: the loop met both answers of each reader.
    await store(MAINTENANCE_KEY, 'true');
    await store(LANGUAGES_OFFERED_KEY, JSON.stringify({ site: ['en'], dashboard: ['en', 'bm'], console: ['cn', 'en'] }));
    await store(PAYMENT_TYPE_KEY, '"Paypal"');
    await store(CONTACT_EMAIL_KEY, '"help@example.com"');
    expect(await readPageSettings()).toEqual({ maintenance: true, languagesOffered: { site: ['en'], dashboard: ['en', 'bm'], console: ['en', 'cn'] }, paymentType: 'Paypal', contactEmail: 'help@example.com' });
    await store(MAINTENANCE_KEY, 'false');
    await store(LANGUAGES_OFFERED_KEY, undefined);
    await store(PAYMENT_TYPE_KEY, undefined);
    await store(CONTACT_EMAIL_KEY, undefined);
    expect(await readPageSettings()).toEqual({ maintenance: false, languagesOffered: ALL_LANGUAGES_OFFERED, paymentType: 'Stripe', contactEmail: '' });
  });

  it('decodes the rows again only when their stored text changed, and hands out settings no caller can change', async () => {
    await store(MAINTENANCE_KEY, 'false');
    await store(LANGUAGES_OFFERED_KEY, JSON.stringify({ site: ['en', 'bm'], dashboard: ['en'], console: ['en'] }));
    const first = await readPageSettings();
    // Unchanged rows: still one statement, the same decoded settings.
    let again: Awaited<ReturnType<typeof readPageSettings>> | undefined;
    expect(await queriesOf(async () => void (again = await readPageSettings()))).toBe(1);
    expect(again).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.languagesOffered) && Object.isFrozen(first.languagesOffered.site)).toBe(true);
    expect(() => (first.languagesOffered.site as string[]).push('cn')).toThrow(TypeError);
    // Any change of a stored text is read at once: one key, then back.
    await store(LANGUAGES_OFFERED_KEY, JSON.stringify({ site: ['en', 'cn'], dashboard: ['en'], console: ['en'] }));
    const changed = await readPageSettings();
    expect(changed.languagesOffered.site).toEqual(['en', 'cn']);
    await store(MAINTENANCE_KEY, 'true');
    expect((await readPageSettings()).maintenance).toBe(true);
    await store(MAINTENANCE_KEY, 'false');
    expect(await readPageSettings()).toEqual(changed);
  });
});
