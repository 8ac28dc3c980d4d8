import type { SeedModule } from '../../src/db/seeder';
import { FILE_STATUS } from '../../src/constants/index';
import { paypalPayoutFeeOf } from '../../src/domain/settlements/paypal-payout-fee';
import { routeFor } from '../../src/domain/settlements/rules';
import { settlementAmounts, type PaypalPayoutFee } from '../../src/domain/settlements/settlement-amounts';
import { PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_PERCENT_KEY } from '../../src/schemas/settlements';
import { DEMO_EMAILS } from './0001-demo-users';
import { demoIpId } from './0002-demo-portfolio';
import { demoApplicationId, demoOrderReference } from './0003-demo-commerce';
import { DEMO_FILES, fileSize, writeDemoFiles } from './files';
import { at, type Row, SeedDb, sen, userId } from './lib';
import { DEMO_ORDERS, demoApplications, type DemoApplicationSpec, type SettlementState } from './scenarios';

/**
 * The agents' work on the demo applications: history messages, files (visible, hidden, not
 * changeable), opposition steps, classifications and partners of search/application requests,
 * deliveries (pending, delivering, delivered), and settlements in every proof state with their
 * payouts (bank and PayPal). The real demo files are written under STORAGE_DIR/demo/.
 */

export const SETTLEMENT_STATES: readonly SettlementState[] = [
  'pending_upload',
  'pending_validate',
  'pending_reupload',
  'pending_payment_verification',
  'validated',
  'settled_bank',
  'settled_paypal',
];

const PAYOUT_MESSAGES = {
  settled_bank: 'IBG bulk transfer (MEPS) of validated settlements – batch DEMO-01.',
  settled_paypal: 'PayPal payout of validated settlements – batch DEMO-PP-01.',
} as const;

async function actorId(db: SeedDb, app: DemoApplicationSpec, actor: 'agent' | 'admin' | 'system' | undefined): Promise<number | null> {
  if (actor === 'admin') return userId(db, DEMO_EMAILS.admin);
  if (actor === 'system' || !app.agent) return null;
  return userId(db, DEMO_EMAILS[app.agent]);
}

/** The PayPal payout fee as configured (the reference seed stored the defaults). */
async function configuredPaypalFee(db: SeedDb): Promise<PaypalPayoutFee> {
  const value = async (key: string) => {
    const row = await db.find<Row>('configurations', { key });
    return row?.value === null || row?.value === undefined ? null : (JSON.parse(String(row.value)) as unknown);
  };
  return paypalPayoutFeeOf(await value(PAYPAL_PAYOUT_FEE_PERCENT_KEY), await value(PAYPAL_PAYOUT_FEE_FIXED_KEY));
}

/** Validated states carry their route (G-05): decided at validation by the agent's bank details. */
const VALIDATED: readonly SettlementState[] = ['pending_payment_verification', 'validated', 'settled_bank', 'settled_paypal'];

/**
 * A demo settlement with the amounts the domain computes (ADR 047): settlementAmounts over the order
 * line's processing and service parts (0003 stored them) and the agent's commission rate, routed
 * like validateSettlement routes (routeFor), with the configured PayPal payout fee.
 */
async function seedSettlement(db: SeedDb, app: DemoApplicationSpec, applicationId: number, orderLabel: string) {
  const state = app.settlement!;
  if ((await db.findId('settlements', { application_id: applicationId })) !== null) return;
  const agentEmail = DEMO_EMAILS[app.agent!];
  const agent = await db.find<Row>('users', { email: agentEmail });
  const orderId = await db.requireId('orders', { reference: demoOrderReference(orderLabel) });
  const paymentId = await db.findId('payments', { order_id: orderId });
  const line = await db.find<Row>('order_items', { order_id: orderId, application_id: applicationId });
  const route = VALIDATED.includes(state) ? routeFor(agent as { meps_code?: string | null; bank_name?: string | null; bank_acc?: string | null }) : null;
  if ((state === 'settled_bank' && route !== 'bank') || (state === 'settled_paypal' && route !== 'paypal')) {
    throw new Error(`Demo seed: ${app.label} is ${state} but its agent is routed to ${route}`);
  }
  const amounts = settlementAmounts({
    processingPart: String(line?.processing_part ?? '0'),
    servicePart: String(line?.service_part ?? '0'),
    commissionRate: agent!.commission_rate as string | null,
    paypal: route === 'paypal',
    paypalFee: await configuredPaypalFee(db),
  });
  const created = at(-(app.completedDaysAgo ?? 0), 8, 5);
  const uploadedAt = at(-(app.completedDaysAgo ?? 0) + 2, 9);
  const hasProof = state !== 'pending_upload';
  const flags = {
    pending_upload: state === 'pending_upload',
    pending_validate: state === 'pending_validate',
    pending_reupload: state === 'pending_reupload',
    pending_payment_verification: state === 'pending_payment_verification',
    allow_settle: state === 'validated' || state === 'settled_bank' || state === 'settled_paypal',
    is_settled: state === 'settled_bank' || state === 'settled_paypal',
  };
  let payoutId: number | null = null;
  let paidAt: Date | null = null;
  if (state === 'settled_bank' || state === 'settled_paypal') {
    paidAt = at(-(app.completedDaysAgo ?? 0) + 10, 6);
    payoutId = await db.ensure(
      'payouts',
      { agent_id: Number(agent!.id), message: PAYOUT_MESSAGES[state] },
      {
        file: state === 'settled_bank' ? DEMO_FILES.payoutBank.key : DEMO_FILES.payoutPaypal.key,
        channel: state === 'settled_bank' ? 'bank' : 'paypal',
        amount: amounts.net_total,
        paid_by: await userId(db, DEMO_EMAILS.accountant),
        created_at: paidAt,
        updated_at: paidAt,
      },
    );
  }
  await db.insert('settlements', {
    application_id: applicationId,
    agent_id: Number(agent!.id),
    order_id: orderId,
    payment_id: paymentId,
    ...amounts,
    ...flags,
    route,
    proof: hasProof ? DEMO_FILES.proofReceipt.key : null,
    proof2: hasProof && state !== 'pending_reupload' ? DEMO_FILES.proofInvoice.key : null,
    remarks: hasProof ? 'Official fee receipt and our invoice attached.' : null,
    validation_remarks:
      state === 'pending_reupload'
        ? 'The official receipt is cut off at the bottom and the amount is not readable. Please upload the full receipt and your company invoice.'
        : null,
    validation_uploaded_at: hasProof ? uploadedAt : null,
    payout_id: payoutId,
    paid_at: paidAt,
    created_at: created,
    updated_at: paidAt ?? (hasProof ? uploadedAt : created),
  });
}

export const demoWorkSeed: SeedModule = {
  async run({ sequelize }, transaction) {
    const db = new SeedDb(sequelize, transaction);
    await writeDemoFiles();

    for (const { order, line, app } of demoApplications()) {
      const applicationId = await demoApplicationId(db, app.label);
      const ipId = await demoIpId(db, line.ip);

      for (const [index, [daysAgo, message, actor, file]] of app.history.entries()) {
        await db.ensure(
          'application_histories',
          { application_id: applicationId, message },
          {
            file: file ? DEMO_FILES[file].key : null,
            user_id: await actorId(db, app, actor),
            created_at: at(-daysAgo, 4, index),
          },
        );
      }

      for (const [index, ref] of (app.files ?? []).entries()) {
        const file = DEMO_FILES[ref.file];
        await db.ensure(
          'files',
          { application_id: applicationId, path: file.key, description: ref.description },
          {
            filename: file.filename,
            mime: file.mime,
            size: fileSize(ref.file),
            status_id: ref.status,
            is_hidden: ref.status === FILE_STATUS.HIDDEN,
            uploaded_by: ref.by === 'admin' ? await userId(db, DEMO_EMAILS.admin) : await userId(db, DEMO_EMAILS[ref.by]),
            created_at: at(-(app.certificateReadyDaysAgo ?? order.daysAgo - 1), 5, index),
          },
        );
      }

      for (const [daysAgo, status, file] of app.opposition ?? []) {
        await db.ensure(
          'opposition_steps',
          { application_id: applicationId, status },
          { file: file ? DEMO_FILES[file].key : null, created_at: at(-daysAgo, 4, 30) },
        );
      }

      for (const term of app.terms ?? []) {
        await db.ensure(
          'classifications',
          { application_id: applicationId, class_no: term.class_no, term: term.term },
          { ip_id: ipId, goods: term.goods, created_at: at(-order.daysAgo, 3, 10) },
        );
      }

      for (const name of app.partners ?? []) {
        await db.ensure('partners', { application_id: applicationId, name }, { created_at: at(-order.daysAgo, 3, 10) });
      }

      if (app.settlement) await seedSettlement(db, app, applicationId, order.label);
    }

    // Deliveries of physical documents (§2.19, §2.38).
    for (const order of DEMO_ORDERS) {
      for (const line of order.lines) {
        if (!line.deliveryFor || !line.delivery) continue;
        const orderId = await db.requireId('orders', { reference: demoOrderReference(order.label) });
        const applicationId = await demoApplicationId(db, line.deliveryFor);
        const item = await db.find<Row>('order_items', { order_id: orderId, service_id: 4 });
        const delivered = line.delivery.state === 'delivered';
        await db.ensure(
          'deliveries',
          { order_id: orderId, application_id: applicationId },
          {
            tracking_no: line.delivery.tracking_no ?? null,
            courier: line.delivery.courier ?? null,
            is_delivered: delivered,
            address: item?.address ?? null,
            fee: sen(line.fee),
            fee_type: 'delivery_fee',
            service_id: 4,
            delivered_at: delivered && line.delivery.deliveredDaysAgo !== undefined ? at(-line.delivery.deliveredDaysAgo, 7) : null,
            created_at: at(-order.daysAgo, 3, 20),
          },
        );
      }
    }
  },
};
