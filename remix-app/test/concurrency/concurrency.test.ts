import { choosePayLater, Configuration, createOrder, resetConfigCache, ROLE, startCardPayment, submitSlip, updatePaymentConfiguration, type User } from '@iprenew/models';
import {
  buildAgent,
  buildCartLines,
  buildCustomer,
  buildStaff,
  buildValidatedSettlement,
  buildVoucher,
  ledgerProblems,
  openTestWorld,
  PNG,
  startLocalStripe,
  stripeSignature,
  testDialect,
  type LocalStripe,
  type TestWorld,
} from '@iprenew/models/testing';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCookie } from '../requests';
import { startHttpStack, type HttpStack } from './http-stack';

/**
 * Issue 17 — the money operations under a storm of concurrent HTTP requests (200 by default, all sent
 * at once) through the real Express stack in front of the route modules, on a file SQLite database
 * (each transaction on its own connection, as in production) or MariaDB (TEST_MYSQL_URL):
 *   voucher redemption (the cart's Pay with a voucher), slip verification (the console's Verify by
 *   admins and accountants), settlement payment (Set To Paid over overlapping selections) and order
 *   payment (Stripe's signed webhooks, each delivered several times).
 * After each storm the database is read with SQL: the counts that must hold (no use of a voucher
 * beyond its quantity or the per-customer limit, one fulfilment and one Success payment per order,
 * each settlement paid once) and the ledger invariants of the whole database (ledgerProblems).
 * CONCURRENCY_ROUNDS (default 2) repeats each storm; bench/concurrency.mjs runs 100.
 * CONCURRENCY_REQUESTS (default 200) is the size of a storm.
 */
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 2);
const REQUESTS = Number(process.env.CONCURRENCY_REQUESTS ?? 200);
/** Each round takes seconds to tens of seconds on the 2-core machine. */
const TIMEOUT = Math.max(600_000, ROUNDS * 180_000);
const STRIPE_KEYS = { publishable_key: 'pk_test_storm', secret_key: 'sk_test_storm_secret', webhook_secret: 'whsec_storm_secret' };

let world: TestWorld;
let stack: HttpStack;
let stripe: LocalStripe;
let admin: User;
let accountant: User;
let cookies: { admin: string; superAdmin: string; accountant: string };
const savedEnv = { ...process.env };
/** Orders buildSettlementJob inserted (one line of two has its job: not a shape checkout makes). */
const builtOrders: number[] = [];

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
  const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  cookies = { admin: await signedInCookie(admin), superAdmin: await signedInCookie(superAdmin), accountant: await signedInCookie(accountant) };
  stripe = await startLocalStripe({ secretKey: STRIPE_KEYS.secret_key, webhookSecret: STRIPE_KEYS.webhook_secret, webhookUrl: null });
  process.env.STRIPE_API_URL = stripe.url;
  resetConfigCache();
  await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: STRIPE_KEYS });
  stack = await startHttpStack([
    { pattern: '/dashboard/cart', load: () => import('~/routes/dashboard+/_customer+/cart._index') },
    { pattern: '/api/admin/payments/:id/:action', load: () => import('~/routes/api+/admin.payments.$id.$action') },
    { pattern: '/api/admin/settlements/pay', load: () => import('~/routes/api+/admin.settlements.pay') },
    { pattern: '/webhooks/stripe', load: () => import('~/routes/webhooks+/stripe') },
  ]);
}, 180_000);

afterAll(async () => {
  await stack?.close();
  await stripe?.close();
  process.env = { ...savedEnv };
  resetConfigCache();
  await world?.close();
});

interface Sent {
  status: number;
  location: string | null;
  body: string;
}

/** Sends every request at the same moment; answers in the order given. */
function storm(requests: { path: string; cookie?: string; form?: URLSearchParams; json?: unknown; raw?: { body: string; headers: Record<string, string> } }[]): Promise<Sent[]> {
  return Promise.all(
    requests.map(async (r) => {
      const headers: Record<string, string> = { Origin: stack.url, ...(r.cookie ? { Cookie: r.cookie } : {}) };
      let body: string;
      if (r.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = r.form.toString();
      } else if (r.raw) {
        Object.assign(headers, r.raw.headers);
        delete headers.Origin;
        body = r.raw.body;
      } else {
        headers['Content-Type'] = 'application/json';
        headers.Accept = 'application/json';
        body = JSON.stringify(r.json ?? {});
      }
      const response = await fetch(`${stack.url}${r.path}`, { method: 'POST', headers, body, redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location'), body: await response.text() };
    }),
  );
}

const select = <T extends object>(sql: string, replacements: Record<string, unknown> = {}) => world.db.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
const count = async (sql: string, replacements: Record<string, unknown> = {}) => Number((await select<{ n: number | string }>(sql, replacements))[0]!.n);
/** The application history rows of the orders' lines (one more each when an order is fulfilled). */
const historySteps = (references: string[]) =>
  count(`SELECT COUNT(*) AS n FROM application_histories h JOIN order_items i ON i.application_id = h.application_id JOIN orders o ON o.id = i.order_id WHERE o.reference IN (:references)`, { references });
const statuses = (answers: Sent[]) => answers.reduce<Record<number, number>>((all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }), {});

describe(`${REQUESTS} concurrent requests × ${ROUNDS} rounds through HTTP (${testDialect()})`, () => {
  it('voucher redemption: the cart’s Pay with one voucher never uses it past its quantity or a customer’s limit', async () => {
    const QUANTITY = 10;
    const LIMIT = 2;
    const LINES = 10;
    const customers = Math.ceil(REQUESTS / LINES);
    await Configuration.writeValue('voucher_per_user_limit', LIMIT);
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const voucher = await buildVoucher({ quantity: QUANTITY, value: '5.00' });
        const requests = [];
        for (let c = 0; c < customers; c += 1) {
          const customer = await buildCustomer();
          const cookie = await signedInCookie(customer);
          // Each request pays its own cart line: the voucher is the only thing they share.
          for (const line of await buildCartLines(customer, LINES)) {
            requests.push({ path: '/dashboard/cart', cookie, form: new URLSearchParams({ intent: 'pay', cartIds: String(line.id), voucherCode: voucher.code, voucherId: String(voucher.id) }) });
          }
        }
          const answers = await storm(requests.slice(0, REQUESTS));
  
        const paid = answers.filter((a) => a.status === 302 && a.location?.startsWith('/dashboard/cart/checkout?ref='));
        // A refused Pay answers the cart with the voucher's reason: fully claimed, or the customer's limit reached.
        const reasons = answers.filter((a) => a.status === 200).map((a) => (JSON.parse(a.body) as { error: string | null }).error);
        const refusals = reasons.reduce<Record<string, number>>((all, key) => ({ ...all, [String(key)]: (all[String(key)] ?? 0) + 1 }), {});
        const expectedRefusals = Object.keys(refusals).every((key) => key === 'vouchers:apply.fully_claimed' || key === 'vouchers:apply.per_user_limit');
        expect({ round, statuses: statuses(answers), paid: paid.length, refusals, expectedRefusals }).toEqual({ round, statuses: { 302: QUANTITY, 200: REQUESTS - QUANTITY }, paid: QUANTITY, refusals, expectedRefusals: true });

        const used = (await select<{ amount_used: number; redemptions: number | string; orders: number | string }>(
          `SELECT v.amount_used,
            (SELECT COUNT(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id) AS redemptions,
            (SELECT COUNT(*) FROM orders o WHERE o.voucher_id = v.id) AS orders
           FROM vouchers v WHERE v.id = :id`,
          { id: voucher.id },
        ))[0]!;
        expect({ amount_used: Number(used.amount_used), redemptions: Number(used.redemptions), orders: Number(used.orders) }).toEqual({ amount_used: QUANTITY, redemptions: QUANTITY, orders: QUANTITY });
        expect(await count(`SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM voucher_redemptions WHERE voucher_id = :id GROUP BY user_id) per_user`, { id: voucher.id })).toBeLessThanOrEqual(LIMIT);
        // Every order made in the storm carries the voucher: a refused Pay left nothing behind.
        const references = paid.map((a) => decodeURIComponent(a.location!.split('ref=')[1]!));
        expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE reference IN (:references) AND voucher_id = :id AND discount_amount = 5`, { references, id: voucher.id })).toBe(QUANTITY);
        expect(await ledgerProblems(world.db.sequelize, { ignoreOrderIds: builtOrders })).toEqual([]);
      }
    } finally {
      await Configuration.writeValue('voucher_per_user_limit', null);
    }
  }, TIMEOUT);

  it('slip verification: admins and super admins verifying the same slips at once fulfil each order once', async () => {
    const ORDERS = 5;
    const customer = await buildCustomer();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const payments: { id: number; reference: string }[] = [];
      const lines = await buildCartLines(customer, ORDERS);
      for (const line of lines) {
        const order = await createOrder({ actor: customer, cartIds: [line.id] });
        await choosePayLater({ actor: customer, reference: order.reference });
        await submitSlip({ actor: customer, reference: order.reference, ref_no: `DN${line.id}`, amount_paid: order.total, file: { buffer: PNG } });
        const [row] = await select<{ id: number }>(`SELECT id FROM payments WHERE reference = :reference`, { reference: order.reference });
        payments.push({ id: row!.id, reference: order.reference });
      }
      const stepsBefore = await historySteps(payments.map((p) => p.reference));
      const requests = Array.from({ length: REQUESTS }, (_, n) => ({ path: `/api/admin/payments/${payments[n % ORDERS]!.id}/verify`, cookie: n % 3 ? cookies.admin : cookies.superAdmin }));
      const answers = await storm(requests);
      expect(statuses(answers)).toEqual({ 200: ORDERS, 409: REQUESTS - ORDERS });

      for (const payment of payments) {
        const winners = answers.filter((a, n) => a.status === 200 && requests[n]!.path.includes(`/${payment.id}/`));
        expect(winners).toHaveLength(1);
      }
      const ids = payments.map((p) => p.id);
      const references = payments.map((p) => p.reference);
      expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE id IN (:ids) AND status = 1 AND provider = 'paylater'`, { ids })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE reference IN (:references) AND status = 1`, { references })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM payment_slips WHERE payment_id IN (:ids) AND status = 1`, { ids })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM audit_logs WHERE action = 'payment.verify' AND target_id IN (:ids)`, { ids: ids.map(String) })).toBe(ORDERS);
      // One application per line, and one "payment confirmed" step each: fulfilled once.
      expect(await count(`SELECT COUNT(*) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.reference IN (:references) AND i.application_id IS NOT NULL`, { references })).toBe(ORDERS);
      expect(await historySteps(references)).toBe(stepsBefore + ORDERS);
      expect(await ledgerProblems(world.db.sequelize, { ignoreOrderIds: builtOrders })).toEqual([]);
    }
  }, TIMEOUT);

  it('settlement payment: Set To Paid over overlapping selections at once pays each settlement once, one payout per successful call', async () => {
    const SETTLEMENTS = 6;
    const customer = await buildCustomer();
    const agent = await buildAgent({ commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const ids: number[] = [];
      for (let s = 0; s < SETTLEMENTS; s += 1) {
        const settlement = await buildValidatedSettlement({ user: customer, agent, admin });
        ids.push(settlement.id);
        builtOrders.push(settlement.order_id!);
      }
      const payoutsBefore = await count(`SELECT COUNT(*) AS n FROM payouts`);
      // Each call picks a window of 1–4 settlements (some reversed); windows overlap.
      const requests = Array.from({ length: REQUESTS }, (_, n) => {
        const start = n % SETTLEMENTS;
        const picked = ids.slice(start, start + 1 + (n % 4));
        return { path: '/api/admin/settlements/pay', cookie: n % 2 ? cookies.accountant : cookies.admin, json: { agent_id: agent.id, ids: n % 3 ? picked : [...picked].reverse(), message: `storm ${round}.${n}` } };
      });
      const answers = await storm(requests);
      const ok = answers.filter((a) => a.status === 200);
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);

      const paidBy = ok.flatMap((a) => (JSON.parse(a.body) as { data: { success_record: number[] } }).data.success_record);
      expect(paidBy.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(await count(`SELECT COUNT(*) AS n FROM settlements WHERE id IN (:ids) AND is_settled = 1 AND payout_id IS NOT NULL`, { ids })).toBe(SETTLEMENTS);
      expect(await count(`SELECT COUNT(*) AS n FROM payouts`)).toBe(payoutsBefore + ok.length);
      expect(await count(`SELECT COUNT(DISTINCT payout_id) AS n FROM settlements WHERE id IN (:ids)`, { ids })).toBe(ok.length);
      expect(await ledgerProblems(world.db.sequelize, { ignoreOrderIds: builtOrders })).toEqual([]);
    }
  }, TIMEOUT);

  it('order payment: Stripe’s signed webhooks, each delivered many times at once, fulfil each order once', async () => {
    const ORDERS = 5;
    const customer = await buildCustomer();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const events: { reference: string; payload: string; signature: string }[] = [];
      for (const line of await buildCartLines(customer, ORDERS)) {
        const order = await createOrder({ actor: customer, cartIds: [line.id] });
        const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: 'http://portal.test', actor: customer });
        const event = await stripe.pay(providerSessionId);
        events.push({ reference: order.reference, ...event });
        // Stripe may also send the same session under another event id.
        const again = event.payload.replace(/"id": "evt_[A-Za-z0-9]+"/, `"id": "evt_again${line.id}"`);
        events.push({ reference: order.reference, payload: again, signature: stripeSignature(again, STRIPE_KEYS.webhook_secret) });
      }
      const requests = Array.from({ length: REQUESTS }, (_, n) => {
        const event = events[n % events.length]!;
        return { path: '/webhooks/stripe', raw: { body: event.payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature } } };
      });
      const answers = await storm(requests);
      expect(statuses(answers)).toEqual({ 200: REQUESTS });
      const results = answers.map((a) => (JSON.parse(a.body) as { result: string }).result);
      expect(results.filter((r) => r === 'fulfilled')).toHaveLength(ORDERS);
      expect(results.filter((r) => r !== 'fulfilled' && r !== 'already_paid')).toEqual([]);

      const references = [...new Set(events.map((e) => e.reference))];
      expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE reference IN (:references) AND status = 1`, { references })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE reference IN (:references) AND status = 1 AND provider = 'stripe' AND refund_status IS NULL`, { references })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE reference IN (:references)`, { references })).toBe(ORDERS);
      expect(await count(`SELECT COUNT(*) AS n FROM applications a JOIN order_items i ON i.application_id = a.id JOIN orders o ON o.id = i.order_id WHERE o.reference IN (:references)`, { references })).toBe(ORDERS);
      expect(await ledgerProblems(world.db.sequelize, { ignoreOrderIds: builtOrders })).toEqual([]);
    }
  }, TIMEOUT);
});
