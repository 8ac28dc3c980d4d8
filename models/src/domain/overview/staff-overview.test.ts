import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { Payment } from '../../models/payment';
import { Report } from '../../models/report';
import { listPayments } from '../payments/list-payments';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, caught, PDF, PNG, queriesOf, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { uploadSettlementProof } from '../settlements/upload-settlement-proof';
import { validateSettlement } from '../settlements/validate-settlement';
import { klMonthStartDay } from '../kernel/index';
import { staffOverview, type OverviewCard } from './staff-overview';

/** G-47 (issue 15): the staff overview's cards, per role, each counting what its list shows. */

useTestWorld();
const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' };
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };

async function settlementFor(agent: User, admin: User, validate: boolean) {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
  if (validate) await validateSettlement({ actor: admin, settlementId: settlement.id });
  return (await settlement.reload()).net_total;
}

const byKey = (cards: OverviewCard[]) => Object.fromEntries(cards.map((c) => [c.key, c]));
const plus = (a: string | null | undefined, b: string) => new Decimal(a ?? 0).plus(b).toFixed(2);

describe('the staff overview', () => {
  it("gives each role only its lists' cards, counted and summed as the lists count them", async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const before = byKey((await staffOverview({ actor: admin })).cards);

    const bankAgent = await buildAgent(BANK as never);
    const foreignAgent = await buildAgent({ commission_rate: '25.00' } as never);
    const bankNet = await settlementFor(bankAgent, admin, true);
    const paypalNet = await settlementFor(foreignAgent, admin, true);
    await settlementFor(bankAgent, admin, false);

    const forAdmin = await staffOverview({ actor: admin });
    const after = byKey(forAdmin.cards);
    expect(forAdmin.cards.map((c) => c.key)).toEqual([
      'payments_pending_verification',
      'applications_pending_assign',
      'applications_in_progress',
      'applications_certificate_ready',
      'pending_validation',
      'pending_settle',
      'pending_paypal',
      'open_deliveries',
      'invoices_month',
    ]);
    // Each application card counts its status, as the filtered list does.
    for (const [key, status] of [['applications_pending_assign', 8], ['applications_in_progress', 5], ['applications_certificate_ready', 2]] as const) {
      expect(after[key]).toMatchObject({ route: 'console.applications', filter: { status_id: status } });
      expect(after[key]!.count).toBe(await Application.count({ where: { status_id: status } }));
    }
    expect(after.open_deliveries).toMatchObject({ route: 'console.deliveries', filter: { status: 1 }, count: await Delivery.count({ where: { cancelled_at: null, is_delivered: false } }) });
    const queue = await listPayments({ actor: admin, filter: { queue: 'pending_verification' }, limit: 1 });
    expect(after.payments_pending_verification).toMatchObject({ route: 'console.payments', filter: { queue: 'pending_verification' }, count: queue.total });
    expect(after.pending_validation!.count - before.pending_validation!.count).toBe(1);
    expect(after.pending_validation!.amount).toBeNull();
    expect(after.pending_settle!.count - before.pending_settle!.count).toBe(1);
    expect(after.pending_settle!.amount).toBe(plus(before.pending_settle!.amount, bankNet));
    expect(after.pending_paypal!.count - before.pending_paypal!.count).toBe(1);
    expect(after.pending_paypal!.amount).toBe(plus(before.pending_paypal!.amount, paypalNet));

    // Invoices this month: the successful payments since the first Kuala Lumpur day of the month.
    const monthStart = klMonthStartDay(new Date());
    expect(forAdmin.month_start).toBe(monthStart);
    expect(after.invoices_month).toMatchObject({ route: 'console.invoices', filter: { from: monthStart } });
    const thisMonth = await Payment.findAll({ where: { status: PAYMENT_STATUS.SUCCESS }, attributes: ['id', 'paid_amount', 'created_at'] });
    const counted = thisMonth.filter((p) => p.created_at >= new Date(`${monthStart}T00:00:00+08:00`));
    expect(after.invoices_month!.count).toBe(counted.length);
    expect(after.invoices_month!.count).toBeGreaterThanOrEqual(3);
    expect(after.invoices_month!.amount).toBe(counted.reduce((sum, p) => sum.plus(p.paid_amount), new Decimal(0)).toFixed(2));
    // A payment of last month is not counted.
    const old = counted[0]!;
    await Payment.update({ created_at: new Date(new Date(`${monthStart}T00:00:00+08:00`).getTime() - 1000) }, { where: { id: old.id } });
    expect(byKey((await staffOverview({ actor: admin })).cards).invoices_month!.count).toBe(counted.length - 1);

    // The accountant never sees pending validation (ACL-12); their cards are their lists.
    const forAccountant = await staffOverview({ actor: accountant });
    expect(forAccountant.cards.map((c) => c.key)).toEqual(['pending_settle', 'pending_paypal', 'invoices_month']);
    expect(byKey(forAccountant.cards).pending_settle).toEqual(after.pending_settle);

    // A fixed number of statements whatever the data.
    expect(await queriesOf(() => staffOverview({ actor: admin }))).toBeLessThanOrEqual(7);
  });

  it('shows the super admin — only — the unread reported issues, as the list counts them (ACL-13, ADM-71)', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const customer = await buildCustomer();
    const before = byKey((await staffOverview({ actor: superAdmin })).cards).reported_issues_unread!;
    await Report.create({ ref_code: 'RPTOVERV1EW', user_id: customer.id, title: 'Overview report', message: 'It broke.' });
    await Report.create({ ref_code: 'RPTOVERV2EW', user_id: customer.id, title: 'Read report', message: 'It broke.', is_read: true });
    const card = byKey((await staffOverview({ actor: superAdmin })).cards).reported_issues_unread!;
    expect(card).toMatchObject({ route: 'console.reported-issues', filter: null, amount: null, count: before.count + 1 });
    expect(card.count).toBe(await Report.count({ where: { is_read: false } }));
    expect(byKey((await staffOverview({ actor: await buildStaff(ROLE.ADMIN) })).cards).reported_issues_unread).toBeUndefined();
  });

  it('is refused to agents and customers', async () => {
    expect((await caught(staffOverview({ actor: await buildAgent() }))).status).toBe(403);
    expect((await caught(staffOverview({ actor: await buildCustomer() }))).status).toBe(403);
  });
});
