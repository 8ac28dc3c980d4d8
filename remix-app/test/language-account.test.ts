import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Configuration, issueInvoice, ROLE, sendPaymentEmail, SYSTEM, User } from '@iprenew/models';
import { buildCustomer, buildOrder, buildStaff, useTestWorld } from '@iprenew/models/testing';
import * as language from '~/routes/resources+/language';
import * as profileLanguage from '~/routes/api+/admin.profile.language';
import * as faq from '~/routes/_public+/faq';
import * as root from '~/root';
import * as consoleLanguages from '~/routes/api+/admin.languages';
import { languageCookie } from '~/lib/language-cookie.server';
import { jsonRequest, request, signedInCookie } from './requests';

/**
 * The language switch stores the choice on the signed-in account (issue 11): an English-using
 * customer whose stored language was Malay gets the next invoice and e-mail in English; the
 * console's switch does the same through PUT /api/admin/profile/language.
 */

const world = useTestWorld({ appUrl: 'https://portal.example' });
let customer: User;
let superAdmin: User;
let staffAdmin: User;
beforeAll(async () => {
  customer = await buildCustomer();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  staffAdmin = await buildStaff(ROLE.ADMIN);
});

type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;
async function call(handler: Handler, req: Request): Promise<Response> {
  try {
    const value = await handler({ request: req, params: {}, context: {} });
    return value as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
const switchTo = (lng: string, cookie?: string) =>
  request('/resources/language', {
    method: 'POST',
    body: new URLSearchParams({ lng, redirectTo: '/dashboard/orders' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    ...(cookie ? { cookie } : {}),
  });
const pdfText = (buffer: Buffer): string => {
  const file = path.join(os.tmpdir(), `iprenew-lang-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, buffer);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe(`the language switch stores the account language (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('switching to English as a customer stored as bm makes the next invoice and e-mail English', async () => {
    await customer.update({ language: 'bm' });
    const cookie = await signedInCookie(customer);
    const response = await call(language.action as Handler, switchTo('en', cookie));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard/orders');
    expect((await User.findByPk(customer.id))!.language).toBe('en');
    expect(await AuditLog.count({ where: { action: 'profile.language', target_id: String(customer.id) } })).toBe(1);

    await customer.reload();
    const { order } = await buildOrder({ user: customer });
    const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
    const text = pdfText(readFileSync(path.join(world().storageDir, issued.key)));
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('INVOIS');
    await sendPaymentEmail({ actor: SYSTEM, orderId: order.id });
    const mail = world().mails().at(-1)!;
    expect(mail.subject).toContain(order.reference);
    expect(mail.subject).toMatch(/^Payment received/);
  });

  it('a visitor’s switch stores nothing; an impersonator’s switch leaves the customer’s language; bad input changes nothing', async () => {
    expect((await call(language.action as Handler, switchTo('cn'))).status).toBe(302);
    await customer.update({ language: 'en' });
    const impersonated = await signedInCookie(customer, superAdmin.id);
    expect((await call(language.action as Handler, switchTo('cn', impersonated))).status).toBe(302);
    expect((await User.findByPk(customer.id))!.language).toBe('en');
    const cookie = await signedInCookie(customer);
    expect((await call(language.action as Handler, switchTo('fr', cookie))).status).toBe(400);
    expect((await User.findByPk(customer.id))!.language).toBe('en');
  });

  it('the console’s switch stores the staff member’s language (PUT /api/admin/profile/language)', async () => {
    const admin = await User.findByPk(staffAdmin.id);
    const cookie = await signedInCookie(admin!);
    const ok = await call(profileLanguage.action as Handler, jsonRequest('/api/admin/profile/language', 'PUT', { language: 'cn' }, { cookie }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ language: 'cn' });
    expect((await User.findByPk(admin!.id))!.language).toBe('cn');
    const bad = await call(profileLanguage.action as Handler, jsonRequest('/api/admin/profile/language', 'PUT', { language: 'xx' }, { cookie }));
    expect(bad.status).toBe(422);
    expect((await User.findByPk(admin!.id))!.language).toBe('cn');
    const signedOut = await call(profileLanguage.action as Handler, jsonRequest('/api/admin/profile/language', 'PUT', { language: 'en' }));
    expect(signedOut.status).toBe(401);
  });
});

describe('the FAQ names the configured card provider (⚑AMB-20)', () => {
  it('follows payment_type: Stripe by default, PayPal when configured', async () => {
    const faqLoader = () => faq.loader({ request: request('/faq'), params: {}, context: { cspNonce: '' } });
    expect(await faqLoader()).toEqual({ cardProvider: 'Stripe' });
    await Configuration.writeValue('payment_type', 'Paypal');
    try {
      expect(await faqLoader()).toEqual({ cardProvider: 'Paypal' });
    } finally {
      await Configuration.writeValue('payment_type', 'Stripe');
    }
  });
});

describe('I18N-3 / ⚑AMB-31: the languages each area offers (configuration languages_offered)', () => {
  it('offers all three by default; a configured list limits the switch, the page language and the console', async () => {
    const rootData = async (path: string, cookie?: string) =>
      (await root.loader({ request: request(path, cookie ? { cookie } : {}), params: {}, context: {} } as never)) as { language: string; languages: string[] };
    expect((await rootData('/')).languages).toEqual(['en', 'bm', 'cn']);
    expect(await (await consoleLanguages.loader()).json()).toEqual({ languages: ['en', 'bm', 'cn'] });

    await Configuration.writeValue('languages_offered', { site: ['en', 'cn'], dashboard: ['en', 'bm'], console: ['en'] });
    try {
      const bmCookie = (await languageCookie().serialize('bm')).split(';')[0]!;
      // The public site offers en/cn: a bm reader sees English there, and Malay in the dashboard.
      expect(await rootData('/', bmCookie)).toMatchObject({ language: 'en', languages: ['en', 'cn'] });
      expect(await rootData('/dashboard/overview', bmCookie)).toMatchObject({ language: 'bm', languages: ['en', 'bm'] });
      // The switch refuses a language the target page's area does not offer.
      expect((await call(language.action as Handler, switchToPath('bm', '/'))).status).toBe(400);
      expect((await call(language.action as Handler, switchToPath('bm', '/dashboard/orders'))).status).toBe(302);
      expect((await call(language.action as Handler, switchToPath('cn', '/dashboard/orders'))).status).toBe(400);
      expect(await (await consoleLanguages.loader()).json()).toEqual({ languages: ['en'] });
    } finally {
      await Configuration.writeValue('languages_offered', { site: ['en', 'bm', 'cn'], dashboard: ['en', 'bm', 'cn'], console: ['en', 'bm', 'cn'] });
    }
  });
});

function switchToPath(lng: string, redirectTo: string) {
  return request('/resources/language', {
    method: 'POST',
    body: new URLSearchParams({ lng, redirectTo }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}
