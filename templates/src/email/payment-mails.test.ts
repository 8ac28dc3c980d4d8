import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listEmailTemplates, renderEmail } from './render';
import { createTranslator, type MessageTrees } from './translate';

/** The payment e-mails of G-03 (payment_success, payment_rejected, order_cancelled / paylater_expired, paylater_reminder) in en, bm, cn. */

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/src/i18n/locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as unknown;
const messages = (lang: string): MessageTrees => ({ email: read(lang, 'email'), enums: read(lang, 'enums') });

const order = {
  lines: [{ serviceKey: 'enums.service.3', typeKey: 'enums.ipType.1', country: 'Malaysia', number: 'TM2015001234', fee: '600.00' }],
  subtotal: '600.00',
  discount: '20.00',
  voucherCode: 'SAVE20CD',
  total: '580.00',
};
const base = { name: 'Tan <Ah Kow>', reference: 'ABCD2345EFGH', order, url: 'https://portal.example/x?refNo=ABCD2345EFGH' };
const CASES: Record<string, Record<string, unknown>> = {
  'payment-success': { invoiceNo: 'INV-2026-000001', paid: '580.00', methodKey: 'enums.paymentMethod.paylater', providerRef: null },
  'payment-rejected': { reason: 'Amount does not match', total: '580.00' },
  'order-cancelled': { reason: 'expired', days: 7 },
  'paylater-reminder': { expiresAt: '2026-06-10T03:00:00Z', bank: { bank_name: 'Maybank', account_name: 'IPRenew Sdn. Bhd.', account_no: '507012345678', swift_code: 'MBBEMYKL' } },
};

describe('payment e-mail templates', () => {
  it('are listed', () => {
    expect(listEmailTemplates()).toEqual(expect.arrayContaining(Object.keys(CASES)));
  });

  for (const [template, data] of Object.entries(CASES)) {
    it.each(['en', 'bm', 'cn'])(`${template} renders in %s with every key translated`, (lang) => {
      const missing: string[] = [];
      const translate = createTranslator(messages(lang), { onMissing: (key) => missing.push(key) });
      const mail = renderEmail({ template, language: lang, data: { ...base, ...data }, translate });
      expect(missing).toEqual([]);
      expect(mail.subject).toContain('ABCD2345EFGH');
      expect(mail.html).toContain('Tan &lt;Ah Kow&gt;');
      expect(mail.text).toContain('https://portal.example/x?refNo=ABCD2345EFGH');
      if (template !== 'payment-rejected') expect(mail.text).toContain('RM 580.00');
    });
  }

  it('words an expiry and a customer cancellation differently, and shows the released voucher', () => {
    const translate = createTranslator(messages('en'));
    const expired = renderEmail({ template: 'order-cancelled', language: 'en', data: { ...base, reason: 'expired', days: 7 }, translate });
    const customer = renderEmail({ template: 'order-cancelled', language: 'en', data: { ...base, reason: 'customer' }, translate });
    expect(expired.text).toContain('no payment was received within 7 days');
    expect(customer.text).toContain('As you requested');
    expect(customer.text).toContain('The voucher SAVE20CD used on this order has been released.');
  });
});

describe('the order summary of the payment e-mails', () => {
  it('shows the surcharges the subtotal includes as a breakdown row, only when there are some, in every language', () => {
    const labels = { en: 'Includes surcharges', bm: 'Termasuk surcaj', cn: '其中附加费' } as const;
    for (const lang of ['en', 'bm', 'cn'] as const) {
      const missing: string[] = [];
      const translate = createTranslator(messages(lang), { onMissing: (key) => missing.push(key) });
      const withSurcharge = renderEmail({ template: 'payment-success', language: lang, data: { ...base, ...CASES['payment-success'], order: { ...order, surcharges: '50.00' } }, translate });
      expect(missing).toEqual([]);
      expect(withSurcharge.html).toContain(labels[lang]);
      expect(withSurcharge.text).toContain(`${labels[lang]}\nRM 50.00`);
      // The total stays the order's: the surcharge is inside the subtotal, never added.
      expect(withSurcharge.text).toContain('RM 580.00');
      const without = renderEmail({ template: 'payment-success', language: lang, data: { ...base, ...CASES['payment-success'], order: { ...order, surcharges: null } }, translate });
      expect(without.html).not.toContain(labels[lang]);
    }
  });
});
