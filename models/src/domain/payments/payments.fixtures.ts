import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { LocalDiskStorage, useStorage } from '../../storage/index';
import { createVoucherKit, makeActor, type VoucherKit } from '../vouchers/vouchers.fixtures';
import type { Actor } from './shared';

export { caught, lastAudit } from '../vouchers/vouchers.fixtures';

/** A migrated database with staff and customers, a private storage folder, and order builders. */
export interface PaymentsKit extends VoucherKit {
  storage: LocalDiskStorage;
  agent: Actor;
}

export async function createPaymentsKit(): Promise<PaymentsKit> {
  const base = await createVoucherKit();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-payments-'));
  const storage = new LocalDiskStorage(dir);
  useStorage(storage);
  const agent = await makeActor(ROLE.AGENT);
  return {
    ...base,
    storage,
    agent,
    async close() {
      useStorage(undefined);
      rmSync(dir, { recursive: true, force: true });
      await base.close();
    },
  };
}

let n = 0;
const REF = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function reference(): string {
  n += 1;
  let out = 'PT';
  let x = n * 7919 + 12345;
  for (let i = 0; i < 10; i += 1) {
    out += REF[x % REF.length];
    x = Math.floor(x / REF.length) + i * 31 + n;
  }
  return out;
}

export interface OrderSetup {
  state: 'paylater' | 'slip' | 'failed' | 'paid' | 'cancelled';
  userId: number;
  total?: string;
  slipAmount?: string;
}

/**
 * An order with one renewal line, its IP record and application, its payment and (for 'slip') a
 * submitted slip whose file is in storage.
 */
export async function makeOrderWithPayment(kit: PaymentsKit, setup: OrderSetup): Promise<{ order: Order; payment: Payment; slip: PaymentSlip | null; application: Application }> {
  const total = setup.total ?? '1450.00';
  const country = (await Country.findOne({ where: { iso2: 'MY' } }))!;
  const ref = reference();
  const status = { paylater: ORDER_STATUS.PENDING, slip: ORDER_STATUS.PENDING, failed: ORDER_STATUS.FAILED, paid: ORDER_STATUS.PAID, cancelled: ORDER_STATUS.CANCELLED }[setup.state];
  const method = setup.state === 'failed' || setup.state === 'paid' ? 'stripe' : 'paylater';
  const order = await Order.create({ reference: ref, user_id: setup.userId, payment_method: method, fee: total, total, status, paid_amount: setup.state === 'paid' ? total : '0.00' } as never);
  const ip = await IpRecord.create({ user_id: setup.userId, type_id: 1, country_id: country.id, filing_no: `TM${ref}` } as never);
  const appStatus = setup.state === 'slip' ? APPLICATION_STATUS.PENDING_VERIFICATION : setup.state === 'paylater' ? APPLICATION_STATUS.RENEWAL_ORDERED : APPLICATION_STATUS.IN_PROGRESS;
  const application = await Application.create({
    reference: `${ref}-1`,
    application_date: '2026-01-05',
    service_id: 3,
    type_id: 1,
    user_id: setup.userId,
    ip_id: ip.id,
    status_id: appStatus,
  } as never);
  await OrderItem.create({ order_id: order.id, service_id: 3, type_id: 1, country_id: country.id, filing_no: `TM${ref}`, fee: total, ip_id: ip.id, application_id: application.id } as never);
  const paymentStatus = { paylater: PAYMENT_STATUS.PENDING, slip: PAYMENT_STATUS.PENDING, failed: PAYMENT_STATUS.FAIL, paid: PAYMENT_STATUS.SUCCESS, cancelled: PAYMENT_STATUS.PENDING }[setup.state];
  const payment = await Payment.create({
    order_id: order.id,
    reference: ref,
    status: paymentStatus,
    provider: method,
    paid_amount: setup.state === 'paid' ? total : '0.00',
    paypal_ref: setup.state === 'paid' ? `pi_${ref.toLowerCase()}` : null,
    failure_reason: setup.state === 'failed' ? 'card_declined' : setup.state === 'cancelled' ? 'cancelled' : null,
    invoice_no: setup.state === 'paid' ? `INV-2026-${String(n).padStart(6, '0')}` : null,
  } as never);
  let slip: PaymentSlip | null = null;
  if (setup.state === 'slip') {
    const key = `slips/${ref}/slip${n}.png`;
    await kit.storage.putFile(key, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    slip = await PaymentSlip.create({ payment_id: payment.id, ref_no: `DN${ref.slice(0, 6)}`, amount_paid: setup.slipAmount ?? total, file: key, mime: 'image/png', status: SLIP_STATUS.SUBMITTED } as never);
  }
  return { order, payment, slip, application };
}
