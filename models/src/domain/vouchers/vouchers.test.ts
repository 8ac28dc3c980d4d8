import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_STATUS } from '../../constants/index';
import { Voucher } from '../../models/voucher';
import { VoucherRedemption } from '../../models/voucher-redemption';
import { getSequelize } from '../../db/database';
import { VOUCHER_CODE_ALPHABET } from '../../schemas/vouchers';
import { buildCustomer, buildOrder, buildStaff, buildVoucher, caught, dayFromToday, lastAudit, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { Configuration } from '../../models/configuration';
import { ROLE } from '../../constants/index';
import {
  applyVoucher,
  createVoucher,
  deleteVoucher,
  discountFor,
  generateVoucherCode,
  getVoucher,
  listVouchers,
  releaseVoucher,
  reserveVoucher,
  updateVoucher,
} from './index';

let world: TestWorld;
let superAdmin: User;
let admin: User;
let accountant: User;
let customer: User;
beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
  customer = await buildCustomer();
}, 120_000);
afterAll(async () => world?.close());

const form = (overrides: Record<string, unknown> = {}) => ({ code: 'SPRING26', type: 'Value', value: '15', due_date: dayFromToday(10), quantity: 3, ...overrides });

describe('generateVoucherCode (ADM-44)', () => {
  it('answers 8 unambiguous upper-case alphanumerics, different each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const { code } = await generateVoucherCode({ actor: admin });
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      for (const c of code) expect(VOUCHER_CODE_ALPHABET).toContain(c);
      codes.add(code);
    }
    expect(codes.size).toBe(30);
  });

  it('is for super admins and admins only', async () => {
    for (const actor of [accountant, customer]) expect((await caught(generateVoucherCode({ actor }))).status).toBe(403);
  });
});

describe('createVoucher (ADM-45, ADM-46, ⚑AMB-08, ⚑AMB-09)', () => {
  it('stores the voucher with amount_used 0, answers the spec message and audits it', async () => {
    const result = await createVoucher({ actor: admin, ...form({ code: ' spring26 ' }) });
    expect(result.message).toBe('vouchers:submit_success');
    expect(result.voucher).toMatchObject({ code: 'SPRING26', type: 'Value', value: '15.00', quantity: 3, amount_used: 0, status: VOUCHER_STATUS.AVAILABLE, fully_claimed: false });
    const audit = await lastAudit('voucher.create');
    expect(audit).toMatchObject({ actor_id: admin.id, target_id: String(result.voucher.id) });
    expect(audit?.after).toMatchObject({ code: 'SPRING26', quantity: 3 });
  });

  it('maps the legacy type fixed to Value', async () => {
    const { voucher } = await createVoucher({ actor: superAdmin, ...form({ code: 'LEGACY01', type: 'fixed' }) });
    expect(voucher.type).toBe('Value');
  });

  it('requires every field, with the spec’s date message', async () => {
    const error = await caught(createVoucher({ actor: admin, code: '', type: '', value: '', due_date: '', quantity: '' }));
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('vouchers:submit_fail');
    expect(error.fieldErrors).toEqual({
      code: ['vouchers:validation.code_required'],
      type: ['vouchers:validation.type_required'],
      value: ['vouchers:validation.value_required'],
      due_date: ['vouchers:validation.date_required'],
      quantity: ['vouchers:validation.quantity_required'],
    });
  });

  it('checks value, percentage range, quantity, code and date rules, and stores nothing', async () => {
    const before = await Voucher.count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ value: '0' }, 'value', 'vouchers:validation.value_positive'],
      // Negative numbers get the "greater than 0" / range message, not "malformed amount" (issue 11).
      [{ value: '-5' }, 'value', 'vouchers:validation.value_positive'],
      [{ value: -12.5 }, 'value', 'vouchers:validation.value_positive'],
      [{ type: 'Percentage', value: '-10' }, 'value', 'vouchers:validation.percentage_range'],
      [{ quantity: -2 }, 'quantity', 'vouchers:validation.quantity_min'],
      [{ quantity: '-1.5' }, 'quantity', 'vouchers:validation.quantity_min'],
      [{ value: '1.234' }, 'value', 'vouchers:validation.value_invalid'],
      [{ type: 'Percentage', value: '0.5' }, 'value', 'vouchers:validation.percentage_range'],
      [{ type: 'Percentage', value: '101' }, 'value', 'vouchers:validation.percentage_range'],
      [{ type: 'Bogus' }, 'type', 'vouchers:validation.type_required'],
      [{ quantity: 0 }, 'quantity', 'vouchers:validation.quantity_min'],
      [{ quantity: 1.5 }, 'quantity', 'vouchers:validation.quantity_whole'],
      [{ code: 'SHORT' }, 'code', 'vouchers:validation.code_invalid'],
      [{ code: 'SPRING26' }, 'code', 'vouchers:validation.code_taken'],
      [{ due_date: dayFromToday(-2) }, 'due_date', 'vouchers:validation.date_past'],
      [{ due_date: '2026-02-30' }, 'due_date', 'vouchers:validation.date_invalid'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await caught(createVoucher({ actor: admin, ...form({ code: 'NEWCODE9', ...overrides }) }));
      expect([error.status, error.fieldErrors[field]], JSON.stringify(overrides)).toEqual([422, [message]]);
    }
    expect(await Voucher.count()).toBe(before);
  });

  it('accepts yesterday (the picker’s first day) and a 100 % voucher', async () => {
    const { voucher } = await createVoucher({ actor: admin, ...form({ code: 'YESTERDA', type: 'Percentage', value: 100, due_date: dayFromToday(-1) }) });
    expect(voucher).toMatchObject({ type: 'Percentage', value: '100.00', status: VOUCHER_STATUS.EXPIRED });
  });

  it('is for super admins and admins only', async () => {
    expect((await caught(createVoucher({ actor: accountant, ...form({ code: 'NOACCESS' }) }))).status).toBe(403);
  });
});

describe('updateVoucher (ADM-47)', () => {
  it('updates the fields, ignores amount_used, answers the spec message and audits the change', async () => {
    const stored = await buildVoucher({ quantity: 5, amount_used: 2 });
    const result = await updateVoucher({ actor: admin, id: stored.id, ...form({ code: stored.code, value: '20.50', quantity: 4 }), amount_used: 0 } as never);
    expect(result.message).toBe('vouchers:update_success');
    expect(result.voucher).toMatchObject({ value: '20.50', quantity: 4, amount_used: 2 });
    const audit = await lastAudit('voucher.update');
    expect(audit?.before).toMatchObject({ value: '10.00', quantity: 5 });
    expect(audit?.after).toMatchObject({ value: '20.50', quantity: 4 });
  });

  it('never lets the quantity go below amount_used', async () => {
    const stored = await buildVoucher({ quantity: 5, amount_used: 3 });
    const error = await caught(updateVoucher({ actor: admin, id: stored.id, ...form({ code: stored.code, quantity: 2 }) }));
    expect([error.status, error.fieldErrors.quantity]).toEqual([422, ['vouchers:validation.quantity_below_used']]);
    expect((await Voucher.findByPk(stored.id))!.quantity).toBe(5);
  });

  it('keeps an old due date that is not changed, but refuses moving it into the past', async () => {
    const stored = await buildVoucher({ due_date: dayFromToday(-20) });
    const kept = await updateVoucher({ actor: admin, id: stored.id, ...form({ code: stored.code, due_date: dayFromToday(-20), value: '11' }) });
    expect(kept.voucher.value).toBe('11.00');
    const moved = await caught(updateVoucher({ actor: admin, id: stored.id, ...form({ code: stored.code, due_date: dayFromToday(-10) }) }));
    expect(moved.fieldErrors.due_date).toEqual(['vouchers:validation.date_past']);
  });

  it('answers "Fail to retrieve data" for an unknown voucher', async () => {
    const error = await caught(updateVoucher({ actor: admin, id: 999_999, ...form() }));
    expect([error.status, error.messageKey]).toEqual([404, 'vouchers:retrieve_fail']);
    expect((await caught(getVoucher({ actor: admin, id: 999_999 }))).messageKey).toBe('vouchers:retrieve_fail');
  });
});

describe('listVouchers (ADM-40..42, G-29)', () => {
  it('filters by the status computed from amount_used, quantity and due date — not the stored column', async () => {
    await Voucher.destroy({ where: {} });
    // Stored status values deliberately stale: the filter must not read them.
    const available = await buildVoucher({ code: 'AVAIL001', quantity: 5, amount_used: 1 });
    const unlimited = await buildVoucher({ code: 'AVAIL002', quantity: null, amount_used: 40 });
    const lastDay = await buildVoucher({ code: 'AVAIL003', due_date: dayFromToday(0) });
    const used = await buildVoucher({ code: 'USED0001', quantity: 3, amount_used: 3 });
    const usedAndExpired = await buildVoucher({ code: 'USED0002', quantity: 2, amount_used: 2, due_date: dayFromToday(-5) });
    const expired = await buildVoucher({ code: 'EXPIRED1', due_date: dayFromToday(-1) });
    await Voucher.update({ status: VOUCHER_STATUS.EXPIRED }, { where: { id: available.id } });
    await Voucher.update({ status: VOUCHER_STATUS.AVAILABLE }, { where: { id: [used.id, expired.id] } });

    const codes = async (status: number) =>
      (await listVouchers({ actor: admin, filter: { status }, sort: { field: 'code', order: 'ASC' } })).rows.map((v) => v.code);
    expect(await codes(VOUCHER_STATUS.AVAILABLE)).toEqual([available.code, unlimited.code, lastDay.code]);
    expect(await codes(VOUCHER_STATUS.USED)).toEqual([used.code, usedAndExpired.code]);
    expect(await codes(VOUCHER_STATUS.EXPIRED)).toEqual([expired.code]);
    expect(await codes(2)).toHaveLength(6);

    const page = await listVouchers({ actor: admin, filter: { status: 1 } });
    expect(page.rows.find((v) => v.code === 'USED0001')).toMatchObject({ status: VOUCHER_STATUS.USED, fully_claimed: true, amount_used: 3, quantity: 3 });
  });

  it('searches on the code, pages, sorts newest first by default, and refuses bad parameters', async () => {
    const found = await listVouchers({ actor: admin, filter: { q: 'used' } });
    expect(found.rows.map((v) => v.code).sort()).toEqual(['USED0001', 'USED0002']);
    const page = await listVouchers({ actor: admin, offset: 2, limit: 2 });
    expect([page.rows.length, page.total, page.offset]).toEqual([2, 6, 2]);
    expect((await caught(listVouchers({ actor: admin, filter: { status: 7 } }))).messageKey).toBe('vouchers:retrieve_fail');
    expect((await caught(listVouchers({ actor: admin, sort: { field: 'password' as never, order: 'ASC' } }))).status).toBe(400);
    expect((await caught(listVouchers({ actor: accountant }))).status).toBe(403);
  });
});

describe('deleteVoucher (ADM-49)', () => {
  it('deletes an unused voucher and audits it', async () => {
    const voucher = await buildVoucher();
    const result = await deleteVoucher({ actor: admin, id: voucher.id });
    expect(result.message).toBe('vouchers:delete_success');
    expect(await Voucher.findByPk(voucher.id)).toBeNull();
    expect((await lastAudit('voucher.delete'))?.before).toMatchObject({ code: voucher.code });
  });

  it('keeps a voucher an order has used, with a clear message', async () => {
    const voucher = await buildVoucher();
    const { order } = await buildOrder({ user: customer, method: 'paylater', voucher });
    await getSequelize().transaction((transaction) => reserveVoucher({ code: voucher.code, orderId: order.id, userId: customer.id, total: '100.00' }, { transaction }));
    const error = await caught(deleteVoucher({ actor: admin, id: voucher.id }));
    expect([error.status, error.messageKey]).toEqual([409, 'vouchers:delete_in_use']);
    expect(await Voucher.findByPk(voucher.id)).not.toBeNull();
    expect((await getVoucher({ actor: admin, id: voucher.id })).in_use).toBe(true);
    expect((await caught(deleteVoucher({ actor: admin, id: 999_999 }))).status).toBe(404);
  });
});

describe('discountFor (G-29, ORD-32)', () => {
  it('computes Percentage and Value discounts to 2 decimals', () => {
    expect(discountFor({ type: 'Percentage', value: '10' }, '1450.00')).toEqual({ discount_amount: '145.00', paid_amount: '1305.00' });
    expect(discountFor({ type: 'Percentage', value: '12.5' }, '33.33')).toEqual({ discount_amount: '4.17', paid_amount: '29.16' });
    expect(discountFor({ type: 'Value', value: '50.00' }, '120.00')).toEqual({ discount_amount: '50.00', paid_amount: '70.00' });
    expect(discountFor({ type: 'fixed', value: '20' }, '20.01')).toEqual({ discount_amount: '20.00', paid_amount: '0.01' });
  });

  it('refuses a discount that leaves nothing to pay with the spec message', () => {
    for (const [voucher, total] of [
      [{ type: 'Value', value: '50.00' }, '50.00'],
      [{ type: 'Value', value: '60.00' }, '50.00'],
      [{ type: 'Percentage', value: '100' }, '50.00'],
    ] as const) {
      expect(() => discountFor(voucher, total)).toThrowError('vouchers:apply.exceed');
    }
  });
});

describe('applyVoucher (ORD-29..33)', () => {
  it('answers id, type, value and the discount and paid amounts', async () => {
    const voucher = await buildVoucher({ code: 'APPLY001', type: 'Percentage', value: '10.00' });
    expect(await applyVoucher({ actor: customer, code: ' apply001 ', total: '200.00' })).toEqual({
      id: voucher.id,
      code: 'APPLY001',
      type: 'Percentage',
      value: '10.00',
      discount_amount: '20.00',
      paid_amount: '180.00',
    });
  });

  it('refuses unknown, expired and fully claimed codes, an empty selection, and an exceeding voucher', async () => {
    await buildVoucher({ code: 'APPLYEXP', due_date: dayFromToday(-1) });
    await buildVoucher({ code: 'APPLYFUL', quantity: 2, amount_used: 2 });
    await buildVoucher({ code: 'APPLYBIG', value: '500.00' });
    const cases: [string, unknown, string][] = [
      ['NOPE1234', '100', 'vouchers:apply.not_found'],
      ['APPLYEXP', '100', 'vouchers:apply.expired'],
      ['APPLYFUL', '100', 'vouchers:apply.fully_claimed'],
      ['APPLY001', '0', 'vouchers:apply.selection_required'],
      ['APPLY001', 'abc', 'vouchers:apply.selection_required'],
      ['APPLYBIG', '499.99', 'vouchers:apply.exceed'],
    ];
    for (const [code, total, key] of cases) expect((await caught(applyVoucher({ actor: customer, code, total }))).messageKey, code).toBe(key);
    expect((await caught(applyVoucher({ actor: null, code: 'APPLY001', total: '10' }))).status).toBe(401);
  });

  it('treats the due date as valid until the end of the day in Kuala Lumpur', async () => {
    await buildVoucher({ code: 'DUEDAY01', due_date: '2026-03-10' });
    // 2026-03-10 23:59 in KL is 15:59 UTC; one minute later it is the 11th in KL.
    expect((await applyVoucher({ actor: customer, code: 'DUEDAY01', total: '100', now: new Date('2026-03-10T15:59:00Z') })).discount_amount).toBe('10.00');
    expect((await caught(applyVoucher({ actor: customer, code: 'DUEDAY01', total: '100', now: new Date('2026-03-10T16:00:00Z') }))).messageKey).toBe('vouchers:apply.expired');
  });
});

describe('reserveVoucher / releaseVoucher (G-29, G-23)', () => {
  const reserve = (code: string, orderId: number, total = '100.00', extra: { voucherId?: number | string; userId?: number } = {}) =>
    getSequelize().transaction((transaction) => reserveVoucher({ code, orderId, userId: customer.id, total, ...extra }, { transaction }));
  const release = (orderId: number) => getSequelize().transaction((transaction) => releaseVoucher({ orderId }, { transaction }));

  it('reserves one use per order (idempotent), and release gives it back once', async () => {
    const voucher = await buildVoucher({ quantity: 2, value: '15.00' });
    const { order } = await buildOrder({ user: customer, method: 'paylater' });
    expect(await reserve(voucher.code, order.id)).toEqual({ voucher_id: voucher.id, discount_amount: '15.00' });
    expect(await reserve(voucher.code.toLowerCase(), order.id, '100.00', { voucherId: String(voucher.id) })).toEqual({ voucher_id: voucher.id, discount_amount: '15.00' });
    expect((await Voucher.findByPk(voucher.id))!.amount_used).toBe(1);
    expect(await VoucherRedemption.findOne({ where: { order_id: order.id } })).toMatchObject({ voucher_id: voucher.id, amount: '15.00' });

    expect(await release(order.id)).toEqual({ released: true });
    expect(await release(order.id)).toEqual({ released: false });
    expect((await Voucher.findByPk(voucher.id))!.amount_used).toBe(0);
    expect(await VoucherRedemption.count({ where: { order_id: order.id } })).toBe(0);
  });

  it('refuses a fully claimed, expired, unknown or exceeding voucher and changes nothing', async () => {
    const full = await buildVoucher({ quantity: 1, amount_used: 1 });
    const expired = await buildVoucher({ due_date: dayFromToday(-1) });
    const big = await buildVoucher({ value: '100.00' });
    const { order } = await buildOrder({ user: customer, method: 'paylater' });
    expect((await caught(reserve(full.code, order.id))).messageKey).toBe('vouchers:apply.fully_claimed');
    expect((await caught(reserve(expired.code, order.id))).messageKey).toBe('vouchers:apply.expired');
    expect((await caught(reserve('NOPE9999', order.id))).messageKey).toBe('vouchers:apply.not_found');
    expect((await caught(reserve(big.code, order.id))).messageKey).toBe('vouchers:apply.exceed');
    expect((await Voucher.findByPk(full.id))!.amount_used).toBe(1);
    expect((await Voucher.findByPk(big.id))!.amount_used).toBe(0);
    expect(await VoucherRedemption.count({ where: { order_id: order.id } })).toBe(0);
  });

  it('refuses a second voucher on the same order', async () => {
    const [a, b] = [await buildVoucher(), await buildVoucher()];
    const { order } = await buildOrder({ user: customer, method: 'paylater' });
    await reserve(a.code, order.id);
    expect((await caught(reserve(b.code, order.id))).messageKey).toBe('vouchers:apply.one_per_order');
    expect((await Voucher.findByPk(b.id))!.amount_used).toBe(0);
  });

  it('never redeems by id: without the code, or with another voucher’s code, the answer is the unknown-code message', async () => {
    const mine = await buildVoucher({ quantity: 3 });
    const theirs = await buildVoucher({ quantity: 3 });
    const { order } = await buildOrder({ user: customer, method: 'paylater' });
    const unknown = await caught(reserve('NOPE9999', order.id));
    for (const [code, voucherId] of [
      ['', theirs.id],
      [mine.code, theirs.id],
      [mine.code, 999_999],
      [mine.code, 'abc'],
    ] as const) {
      const error = await caught(reserve(code, order.id, '100.00', { voucherId }));
      expect([error.status, error.messageKey, error.params], `${code} ${voucherId}`).toEqual([unknown.status, unknown.messageKey, unknown.params]);
    }
    expect((await Voucher.findByPk(theirs.id))!.amount_used).toBe(0);
    expect((await Voucher.findByPk(mine.id))!.amount_used).toBe(0);
    expect(await VoucherRedemption.count({ where: { order_id: order.id } })).toBe(0);
  });

  it('applies voucher_per_user_limit (G-29): no limit unless configured, then a clear message at apply and at checkout', async () => {
    const voucher = await buildVoucher({ quantity: 10, value: '5.00' });
    const other = await buildCustomer();
    try {
      for (let i = 0; i < 3; i += 1) await reserve(voucher.code, (await buildOrder({ user: customer, method: 'paylater' })).order.id);
      await Configuration.writeValue('voucher_per_user_limit', 3);
      expect((await caught(applyVoucher({ actor: customer, code: voucher.code, total: '100' }))).messageKey).toBe('vouchers:apply.per_user_limit');
      const { order: blocked } = await buildOrder({ user: customer, method: 'paylater' });
      expect((await caught(reserve(voucher.code, blocked.id))).messageKey).toBe('vouchers:apply.per_user_limit');
      expect(await VoucherRedemption.count({ where: { order_id: blocked.id } })).toBe(0);
      expect((await Voucher.findByPk(voucher.id))!.amount_used).toBe(3);
      // Another customer is not affected; a released use counts no more.
      expect((await applyVoucher({ actor: other, code: voucher.code, total: '100' })).discount_amount).toBe('5.00');
      await reserve(voucher.code, (await buildOrder({ user: other, method: 'paylater' })).order.id, '100.00', { userId: other.id });
      const first = await VoucherRedemption.findOne({ where: { voucher_id: voucher.id, user_id: customer.id } });
      await release(first!.order_id);
      expect(await reserve(voucher.code, blocked.id)).toEqual({ voucher_id: voucher.id, discount_amount: '5.00' });
    } finally {
      await Configuration.writeValue('voucher_per_user_limit', null);
    }
  });
});
