import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, ROLE } from '../../constants/index';
import { catalogue } from '../../i18n/index';
import { historyText } from '../../i18n/history-text';
import { ApplicationHistory } from '../../models/application-history';
import { OrderItem } from '../../models/order-item';
import { buildCartLines, buildCustomer, buildStaff, useTestWorld } from '../../testing/index';
import { getStaffApplication } from '../applications/index';
import { SYSTEM } from '../kernel/index';
import { cancelOrder, choosePayLater, createOrder, expirePayLaterOrders } from './index';

/**
 * The order-closing history (ADR 032): cancel, expiry and supersede write the English
 * message as before plus a catalogue key, so each reader sees the entry in their own language.
 */
useTestWorld();
const DAY = 86_400_000;

async function translatorFor(lng: (typeof LANGUAGES)[number]) {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', resources: catalogue as never, ns: ['jobs', 'enums'], interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

/** A pay-later order of one renewal line, and its application. */
async function payLaterOrder() {
  const customer = await buildCustomer();
  const [line] = await buildCartLines(customer);
  const order = await createOrder({ actor: customer, cartIds: [line!.id] });
  await choosePayLater({ actor: customer, reference: order.reference });
  const item = (await OrderItem.findOne({ where: { order_id: order.id } }))!;
  return { customer, order, applicationId: item.application_id! };
}

const latestHistory = (applicationId: number) => ApplicationHistory.findOne({ where: { application_id: applicationId }, order: [['id', 'DESC']] });

describe('order-closing history in the reader’s language', () => {
  it('a customer cancel keeps the English message and adds its key; a bm reader of the console history sees Malay', async () => {
    const { customer, order, applicationId } = await payLaterOrder();
    await cancelOrder({ actor: customer, orderId: order.id });
    const entry = (await latestHistory(applicationId))!;
    expect([entry.message, entry.message_key, entry.message_params]).toEqual([
      `Order ${order.reference} cancelled by the customer.`,
      'jobs:history.order_cancelled',
      { reference: order.reference },
    ]);

    const admin = await buildStaff(ROLE.ADMIN);
    const detail = await getStaffApplication({ actor: { id: admin.id, role_id: admin.role_id }, id: applicationId });
    const shown = detail.history[0]!;
    expect(shown).toMatchObject({ message_key: 'jobs:history.order_cancelled', message_params: { reference: order.reference } });
    expect(historyText(await translatorFor('bm'), detail.service_id, shown)).toBe(`Pesanan ${order.reference} dibatalkan oleh pelanggan.`);
    expect(historyText(await translatorFor('cn'), detail.service_id, shown)).toBe(`订单 ${order.reference} 已由客户取消。`);
    expect(historyText(await translatorFor('en'), detail.service_id, shown)).toBe(entry.message);
  });

  it('an expired pay-later order writes its key too; bm reads Malay, and an entry without a key shows as written', async () => {
    const { order, applicationId } = await payLaterOrder();
    await expirePayLaterOrders({ actor: SYSTEM, now: new Date(Date.now() + 30 * DAY) });
    const entry = (await latestHistory(applicationId))!;
    expect([entry.message, entry.message_key, entry.message_params]).toEqual([`Order ${order.reference} expired unpaid.`, 'jobs:history.order_expired', { reference: order.reference }]);
    const bm = await translatorFor('bm');
    expect(historyText(bm, 2, entry)).toBe(`Pesanan ${order.reference} tamat tempoh tanpa dibayar.`);
    expect(historyText(bm, 2, { message: 'Typed by a person.', message_key: null, message_params: null })).toBe('Typed by a person.');
  });

  it('an edit names its changed fields by their labels in the reader’s language, never by their keys', async () => {
    const edit = { message: 'Application details updated: application_date, filing_no.', message_key: 'jobs:history.details_updated', message_params: { fields: 'application_date, filing_no' } };
    expect(historyText(await translatorFor('cn'), 3, edit)).toBe('申请资料已更新：申请日期, 申请提交号。');
    expect(historyText(await translatorFor('bm'), 3, edit)).toBe('Butiran permohonan dikemas kini: tarikh permohonan, no. pemfailan.');
    expect(historyText(await translatorFor('en'), 3, edit)).toBe('Application details updated: application date, filing number.');
  });

  it('every closing reason has its text in en, bm and cn with the reference', () => {
    for (const lng of LANGUAGES) {
      const history = (catalogue[lng] as unknown as { jobs: { history: Record<string, string> } }).jobs.history;
      for (const key of ['order_cancelled', 'order_expired', 'order_superseded']) expect(history[key], `${lng} ${key}`).toContain('{{reference}}');
    }
  });
});
