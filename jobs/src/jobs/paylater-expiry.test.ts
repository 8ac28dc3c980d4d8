import { AuditMail, Order, ORDER_STATUS, SLIP_STATUS, PaymentSlip, type User } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { runJobInWorld } from '../testing';
import { JOB_LIST } from '../job-list';

/**
 * The paylater-expiry job (G-23) in a real Bree worker against a file database (a worker cannot
 * share an in-memory one): unpaid pay-later orders past expiry become Expired with one cancellation
 * e-mail; day-3 and day-6 reminders go out once; a rerun sends nothing more.
 */

const DAY = 86_400_000;
let world: TestWorld;
let customer: User;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file', appUrl: 'https://portal.example' });
  customer = await buildCustomer();
});
afterAll(async () => {
  await world?.close();
});

const run = () => runJobInWorld(world, 'paylater-expiry', { APP_URL: 'https://portal.example' });

describe('paylater-expiry job', () => {
  it('runs daily at 02:00 (cron 0 2 * * *)', () => {
    expect(JOB_LIST.find((j) => j.name === 'paylater-expiry')).toMatchObject({ file: 'paylater-expiry.ts', cron: '0 2 * * *' });
  });

  it('expires and reminds once; a rerun sends nothing more', async () => {
    const now = Date.now();
    const pending = (daysAgo: number, expiresInDays: number) =>
      buildOrder({
        user: customer,
        method: 'paylater',
        status: ORDER_STATUS.PENDING,
        createdAt: new Date(now - daysAgo * DAY),
        expiresAt: new Date(now + expiresInDays * DAY),
      });
    const expired = await pending(8, -1);
    const day3 = await pending(3.5, 3.5);
    const day6 = await pending(6.2, 0.8);
    const fresh = await pending(1, 6);
    const underReview = await pending(9, -2);
    // Abandoned checkouts (issue 11): a card attempt and a Pay now without a method, two days old.
    const abandonedCard = await buildOrder({ user: customer, method: 'stripe', status: ORDER_STATUS.PENDING, createdAt: new Date(now - 2 * DAY) });
    const abandonedPayNow = await buildOrder({ user: customer, method: 'stripe', status: ORDER_STATUS.PENDING, createdAt: new Date(now - 2 * DAY) });
    await abandonedPayNow.order.update({ payment_method: null });
    await PaymentSlip.create({ payment_id: underReview.payment.id, ref_no: 'DN9', amount_paid: '1500.00', file: 'slips/z/a.png', status: SLIP_STATUS.SUBMITTED } as never);

    expect(await run()).toEqual([]);

    const statusOf = async (id: number) => (await Order.findByPk(id))!.status;
    expect(await statusOf(expired.order.id)).toBe(ORDER_STATUS.EXPIRED);
    expect(await statusOf(day3.order.id)).toBe(ORDER_STATUS.PENDING);
    expect(await statusOf(underReview.order.id)).toBe(ORDER_STATUS.PENDING);
    expect(await statusOf(fresh.order.id)).toBe(ORDER_STATUS.PENDING);
    // They expire silently: no "pay-later expired" mail for an order that was never on pay later.
    expect(await statusOf(abandonedCard.order.id)).toBe(ORDER_STATUS.EXPIRED);
    expect(await statusOf(abandonedPayNow.order.id)).toBe(ORDER_STATUS.EXPIRED);

    const mails = world.mails();
    const subjects = mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [
        `Reminder: order ${day3.order.reference} is awaiting payment`,
        `Reminder: order ${day6.order.reference} is awaiting payment`,
        `Your order ${expired.order.reference} has been cancelled`,
      ].sort(),
    );
    const types = (await AuditMail.findAll({ order: [['id', 'ASC']] })).map((m) => `${m.reference}:${m.mailable_type}:${m.status}`).sort();
    expect(types).toEqual(
      [`${day3.order.reference}:paylater_reminder_3:1`, `${day6.order.reference}:paylater_reminder_6:1`, `${expired.order.reference}:paylater_expired:1`].sort(),
    );

    expect(await run()).toEqual([]);
    expect(world.mails()).toHaveLength(3);
    expect(await AuditMail.count()).toBe(3);
  });
});
