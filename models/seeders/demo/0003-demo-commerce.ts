import type { SeedModule } from '../../src/db/seeder';
import { ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../../src/constants/index';
import { DEMO_EMAILS } from './0001-demo-users';
import { demoIp, demoIpId, OWNER_EMAIL } from './0002-demo-portfolio';
import { DEMO_FILES } from './files';
import { at, countryId, day, dayOf, demoLineParts, orderReference, percentOf, type Row, SeedDb, sen, stateId, userId } from './lib';
import { DEMO_ORDERS, DEMO_VOUCHERS, type DemoApplicationSpec, type DemoLineSpec, type DemoOrderSpec } from './scenarios';

/**
 * Vouchers, orders (paid by Stripe, PayPal, bank transfer and bypass; unpaid pay-later with and
 * without a slip; cancelled; failed), their item snapshots, the applications they created, the
 * payments and slips, and one voucher redemption.
 */

/** The reference of a demo order (G-38: 12 upper-case alphanumerics, non-sequential). */
export function demoOrderReference(label: string): string {
  return orderReference(label);
}

/** Application reference `{order reference}-{n}` of a demo application label. */
export function demoApplicationReference(label: string): string {
  for (const order of DEMO_ORDERS) {
    let n = 0;
    for (const line of order.lines) {
      if (!line.app) continue;
      n += 1;
      if (line.app.label === label) return `${orderReference(order.label)}-${n}`;
    }
  }
  throw new Error(`Demo seed: unknown demo application ${label}`);
}

export async function demoApplicationId(db: SeedDb, label: string): Promise<number> {
  return db.requireId('applications', { reference: demoApplicationReference(label) });
}

/**
 * Amounts of an order in sen: amount to pay (items − discount), items total, voucher discount,
 * amount paid. A line's fee is what is charged for it; its `additional_fee` (the overdue surcharge)
 * is a line INSIDE that fee (calculateFee), never added on top.
 */
export function orderAmounts(order: DemoOrderSpec): { total: number; fee: number; discount: number; paid: number } {
  const fee = order.lines.reduce((sum, line) => sum + line.fee, 0);
  const total = fee;
  let discount = 0;
  if (order.voucher) {
    const voucher = DEMO_VOUCHERS.find((v) => v.code === order.voucher);
    if (!voucher) throw new Error(`Demo seed: unknown voucher ${order.voucher}`);
    discount = voucher.type === 'Percentage' ? percentOf(total, voucher.value) : Math.min(voucher.value, total);
  }
  const paid = order.state === 'paid' && order.method !== 'bypass' ? total - discount : 0;
  return { total: total - discount, fee, discount, paid };
}

const ORDER_STATE = {
  paid: ORDER_STATUS.PAID,
  pending: ORDER_STATUS.PENDING,
  cancelled: ORDER_STATUS.CANCELLED,
  failed: ORDER_STATUS.FAILED,
} as const;

function providerRefs(order: DemoOrderSpec, reference: string): { session: string | null; ref: string | null; paypalStatus: string | null } {
  if (order.method === 'stripe') {
    return {
      session: `cs_test_demo_${reference}`,
      ref: order.state === 'paid' || order.state === 'failed' ? `pi_demo_${reference.toLowerCase()}` : null,
      paypalStatus: null,
    };
  }
  if (order.method === 'paypal') return { session: `PAYID-DEMO-${reference}`, ref: `DEMO${reference}PP`, paypalStatus: 'approved' };
  return { session: null, ref: null, paypalStatus: null };
}

function sameOrNull<T>(values: T[]): T | null {
  return values.every((v) => v === values[0]) ? (values[0] ?? null) : null;
}

async function seedVouchers(db: SeedDb): Promise<void> {
  for (const voucher of DEMO_VOUCHERS) {
    await db.ensure(
      'vouchers',
      { code: voucher.code },
      {
        type: voucher.type,
        value: sen(voucher.value),
        due_date: day(voucher.due),
        quantity: voucher.quantity,
        amount_used: voucher.used,
        status: voucher.status,
        created_at: at(Math.min(voucher.due, 0) - 120, 1),
      },
    );
  }
}

/**
 * DLV-13/14 (ADR 041): the delivery price table — Malaysia country-wide, Sabah and Sarawak dearer,
 * Singapore; anything else (Brunei, say) is not covered, so the deliver request shows its refusal.
 */
export const DEMO_DELIVERY_PRICES: readonly { country: string; state?: string; fee: number }[] = [
  { country: 'MY', fee: 2_500 },
  { country: 'MY', state: 'Sabah', fee: 3_500 },
  { country: 'MY', state: 'Sarawak', fee: 3_500 },
  { country: 'SG', fee: 6_000 },
];

async function seedDeliveryPrices(db: SeedDb): Promise<void> {
  for (const price of DEMO_DELIVERY_PRICES) {
    const country = await countryId(db, price.country);
    const state = price.state ? await stateId(db, country, price.state) : null;
    await db.ensure('delivery_prices', { country_id: country, state_id: state }, { fee: sen(price.fee), status: 1, created_at: at(-200, 1) });
  }
}

async function seedApplication(
  db: SeedDb,
  order: DemoOrderSpec,
  line: DemoLineSpec,
  app: DemoApplicationSpec,
  reference: string,
  created: Date,
): Promise<number> {
  const existing = await db.findId('applications', { reference });
  if (existing !== null) return existing;
  const ip = demoIp(line.ip);
  const agentId = app.agent ? await userId(db, DEMO_EMAILS[app.agent]) : null;
  const stamp = (daysAgo: number | undefined, hour: number) => (daysAgo === undefined ? null : at(-daysAgo, hour));
  const extra: Row = { cost_type: line.fee_type };
  if (line.selected_years?.length) extra.year_granted = line.selected_years[line.selected_years.length - 1];
  return db.insert('applications', {
    reference,
    application_date: dayOf(created),
    service_id: line.service,
    type_id: ip.type,
    status_id: app.status,
    user_id: await userId(db, OWNER_EMAIL[order.owner]),
    agent_id: agentId,
    ip_id: await demoIpId(db, line.ip),
    model_type: ip.model_type,
    rating: app.rating?.stars ?? null,
    review: app.rating?.review ?? null,
    is_anonymous: app.rating?.anonymous ?? false,
    acknowledge: app.acknowledged ?? false,
    // AGT-7, ADR 032: one read marker per party.
    read_by_customer: order.daysAgo > 7,
    read_by_agent: order.daysAgo > 7,
    read_by_staff: order.daysAgo > 7,
    extra,
    validation_asset: null,
    certificate_ready_at: stamp(app.certificateReadyDaysAgo, 6),
    delivered_at: stamp(app.deliveredDaysAgo, 7),
    completed_at: stamp(app.completedDaysAgo, 8),
    rated_at: stamp(app.rating?.daysAgo, 9),
    created_at: created,
    updated_at: stamp(app.completedDaysAgo ?? app.certificateReadyDaysAgo, 8) ?? created,
  });
}

async function deliveryAddress(db: SeedDb, email: string): Promise<Row> {
  const user = await db.find<Row>('users', { email });
  if (!user) throw new Error(`Demo seed: user ${email} is missing`);
  return {
    address_1: user.address_1,
    address_2: user.address_2,
    poscode: user.poscode,
    city: user.city,
    state_id: user.state_id,
    country_id: user.country_id,
  };
}

async function seedOrder(db: SeedDb, order: DemoOrderSpec, invoiceSerial: number): Promise<void> {
  const reference = orderReference(order.label);
  const created = at(-order.daysAgo, 3, 15);
  const owner = await userId(db, OWNER_EMAIL[order.owner]);
  const amounts = orderAmounts(order);
  const refs = providerRefs(order, reference);
  const paidAt = order.state === 'paid' ? new Date(created.getTime() + (order.method === 'paylater' ? 2 * 86_400_000 : 5 * 60_000)) : null;
  const voucherId = order.voucher ? await db.requireId('vouchers', { code: order.voucher }) : null;

  const orderId = await db.ensure(
    'orders',
    { reference },
    {
      user_id: owner,
      total: sen(amounts.total),
      discount_amount: sen(amounts.discount),
      paid_amount: sen(amounts.paid),
      fee: sen(amounts.fee),
      status: ORDER_STATE[order.state],
      paypal_status: refs.paypalStatus,
      redirect_url: null,
      voucher_id: voucherId,
      payment_method: order.method,
      provider_session_id: refs.session,
      use_sandbox: order.method === 'stripe' || order.method === 'paypal',
      service_id: sameOrNull(order.lines.map((l) => l.service)),
      type_id: sameOrNull(order.lines.map((l) => demoIp(l.ip).type)),
      // Pay-later lifetime (G-23): 7 days, counted again from a rejected slip so the demo order stays open.
      expires_at:
        order.method === 'paylater' && order.state === 'pending'
          ? new Date((order.slip === 'rejected' ? at(-order.daysAgo + 2, 5) : created).getTime() + 7 * 86_400_000)
          : null,
      paid_at: paidAt,
      cancelled_at: order.state === 'cancelled' ? at(-order.daysAgo + 2, 4) : null,
      fulfilled_at: paidAt,
      created_at: created,
      updated_at: paidAt ?? created,
    },
  );

  let n = 0;
  for (const line of order.lines) {
    const ip = demoIp(line.ip);
    const ipRow = await db.find<Row>('ips', { id: await demoIpId(db, line.ip) });
    let applicationId: number | null = null;
    if (line.app) {
      n += 1;
      applicationId = await seedApplication(db, order, line, line.app, `${reference}-${n}`, created);
    } else if (line.deliveryFor) {
      applicationId = await demoApplicationId(db, line.deliveryFor);
    }
    const key = { order_id: orderId, service_id: line.service, ip_id: ipRow!.id as number };
    if ((await db.findId('order_items', key)) !== null) continue;
    await db.insert('order_items', {
      ...key,
      type_id: ip.type,
      country_id: await countryId(db, ip.country),
      filing_no: ipRow!.filing_no ?? null,
      application_no: ipRow!.application_no ?? null,
      grant_no: ipRow!.grant_no ?? null,
      application_name: ipRow!.application_name ?? null,
      multiclass_no: ipRow!.multiclass_no ?? null,
      multiclass_name: ipRow!.multiclass_name ?? null,
      filing_date: ipRow!.filing_date ?? null,
      grant_date: ipRow!.grant_date ?? null,
      expiry_date: ipRow!.expiry_date ?? null,
      selected_years: line.selected_years ? line.selected_years.map((year_granted) => ({ year_granted })) : null,
      order_type: 'normal',
      fee_type: line.fee_type,
      fee: sen(line.fee),
      agent_cost: sen(line.agent_cost),
      additional_fee: sen(line.additional_fee ?? 0),
      processing_part: sen(demoLineParts(line).processing),
      service_part: sen(demoLineParts(line).service),
      no_of_goods: null,
      address: line.service === 4 ? await deliveryAddress(db, OWNER_EMAIL[order.owner]) : null,
      acceptance: true,
      application_id: applicationId,
      created_at: created,
      updated_at: created,
    });
    // The IP keeps the last quoted price (§2.7).
    if (line.service === 3 && ipRow!.fee === null) {
      await db.update('ips', Number(ipRow!.id), { fee: sen(line.fee), fee_type: line.fee_type, agent_cost: sen(line.agent_cost) });
    }
  }

  // One payment row per order (§2.14).
  const paymentStatus =
    order.state === 'paid' ? PAYMENT_STATUS.SUCCESS : order.state === 'pending' ? PAYMENT_STATUS.PENDING : PAYMENT_STATUS.FAIL;
  const paymentId = await db.ensure(
    'payments',
    { order_id: orderId, reference },
    {
      status: paymentStatus,
      paypal_ref: refs.ref,
      provider: order.method,
      paid_amount: sen(amounts.paid),
      // Bypass orders were never charged: the payment stays unverified (settlement waits, G-04).
      is_verify: order.state === 'paid' && order.method !== 'bypass',
      is_read: order.daysAgo > 7,
      invoice_no: order.state === 'paid' ? `INV-${dayOf(paidAt!).slice(0, 4)}-${String(900_000 + invoiceSerial).padStart(6, '0')}` : null,
      invoice_path: null,
      failure_reason:
        order.state === 'failed'
          ? 'Your card was declined (card_declined).'
          : order.state === 'cancelled'
            ? 'Order cancelled by the customer before payment.'
            : null,
      created_at: created,
      updated_at: paidAt ?? (order.state === 'cancelled' ? at(-order.daysAgo + 2, 4) : created),
    },
  );

  if (order.slip) {
    const slip = {
      submitted: { file: DEMO_FILES.slipSubmitted, status: SLIP_STATUS.SUBMITTED, amount: amounts.total, reason: null, daysAfter: 1 },
      verified: { file: DEMO_FILES.slipVerified, status: SLIP_STATUS.VERIFIED, amount: amounts.total, reason: null, daysAfter: 1 },
      rejected: {
        file: DEMO_FILES.slipRejected,
        status: SLIP_STATUS.REJECTED,
        amount: amounts.total - order.lines.reduce((sum, line) => sum + (line.additional_fee ?? 0), 0),
        reason: 'The amount on the slip does not match the order total (the late-renewal surcharge is missing).',
        daysAfter: 1,
      },
    }[order.slip];
    const reviewed = order.slip !== 'submitted';
    await db.ensure(
      'payment_slips',
      { payment_id: paymentId, file: slip.file.key },
      {
        ref_no: `DN${reference.slice(0, 8)}`,
        amount_paid: sen(slip.amount),
        mime: slip.file.mime,
        status: slip.status,
        reject_reason: slip.reason,
        reviewed_by: reviewed ? await userId(db, DEMO_EMAILS.admin) : null,
        reviewed_at: reviewed ? at(-order.daysAgo + 2, 5) : null,
        created_at: at(-order.daysAgo + slip.daysAfter, 4),
      },
    );
  }

  if (order.voucher && order.state === 'paid') {
    await db.ensure(
      'voucher_redemptions',
      { order_id: orderId },
      { voucher_id: voucherId, user_id: owner, amount: sen(amounts.discount), created_at: paidAt ?? created },
    );
  }
}

export const demoCommerceSeed: SeedModule = {
  async run({ sequelize }, transaction) {
    const db = new SeedDb(sequelize, transaction);
    await seedVouchers(db);
    await seedDeliveryPrices(db);
    let serial = 0;
    for (const order of DEMO_ORDERS) {
      if (order.state === 'paid') serial += 1;
      await seedOrder(db, order, serial);
    }
  },
};
