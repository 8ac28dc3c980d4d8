import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import type { PaymentMethod } from '../../constants/index';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, caught, DOCX, JPG, lastAudit, PDF, PNG, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { hasOutstandingProof } from '../applications/outstanding-proof';
import { SYSTEM } from '../kernel/index';
import { createSettlement } from './create-settlement';
import { paySettlements } from './pay-settlements';
import { proofStatus } from './proof-status';
import { releasePaymentVerification } from './release-payment-verification';
import { requestProofReupload } from './request-proof-reupload';
import { allows, routeFor } from './rules';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

const getWorld = useTestWorld();

const BANK = { commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Malayan Banking Berhad', bank_acc: '507012345678' };
const FOREIGN = { commission_rate: '25.00', meps_code: null, bank_name: 'DBS Bank Ltd', bank_acc: '0721-234567-8' };
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };

/** A job completed by its owner: the settlement completion made for its agent. */
async function completedJob(agent: User, method?: PaymentMethod) {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent, method });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  const settlement = await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true });
  return { ...job, customer, settlement };
}

const row = (id: number) => Settlement.findByPk(id, { rejectOnEmpty: true, raw: true });

async function validated(agent: User, admin: User, method?: PaymentMethod) {
  const job = await completedJob(agent, method);
  await uploadSettlementProof({ actor: agent, settlementId: job.settlement.id, ...files });
  await validateSettlement({ actor: admin, settlementId: job.settlement.id });
  return { ...job, settlement: await Settlement.findByPk(job.settlement.id, { rejectOnEmpty: true }) };
}

describe('creating the settlement (G-04, ADR 047)', () => {
  it('completing an application creates one settlement for its assigned agent, from the order line and the commission rate', async () => {
    const agent = await buildAgent(BANK);
    const { settlement, order, payment, application, customer } = await completedJob(agent);
    expect(settlement.get({ plain: true })).toMatchObject({
      agent_id: agent.id,
      order_id: order.id,
      payment_id: payment.id,
      processing_fee: '2100.00',
      service_fee: '165.00',
      total: '2265.00',
      paypal_cost: '0.00',
      net_total: '2265.00',
      pending_upload: true,
      pending_payment_verification: false,
      allow_settle: false,
      is_settled: false,
      route: null,
    });
    expect(await hasOutstandingProof(application.id)).toBe(true);
    // Completing again (the owner's second tab, or the day-14 job) makes no second one.
    expect((await completeApplication({ actor: customer, applicationId: application.id })).completed).toBe(false);
    expect(await Settlement.count({ where: { application_id: application.id } })).toBe(1);
  });

  it('is safe to repeat: a second create answers the first settlement', async () => {
    const agent = await buildAgent(BANK);
    const { settlement, application } = await completedJob(agent);
    const again = await createSettlement({ actor: SYSTEM, applicationId: application.id });
    expect([again.created, again.settlement?.id]).toEqual([false, settlement.id]);
    expect(await Settlement.count({ where: { application_id: application.id } })).toBe(1);
  });

  it('the unique index holds one settlement per application even against a direct second insert', async () => {
    const agent = await buildAgent(BANK);
    const { settlement } = await completedJob(agent);
    await expect(Settlement.create({ application_id: settlement.application_id, agent_id: agent.id })).rejects.toThrow();
  });

  it('a pay-later order not yet paid: pending payment verification, shown as Pending Payment once validated', async () => {
    const agent = await buildAgent(BANK);
    const admin = await buildStaff(ROLE.ADMIN);
    const { settlement } = await validated(agent, admin, 'paylater');
    expect(settlement.pending_payment_verification).toBe(true);
    expect(settlement.allow_settle).toBe(false);
    expect(proofStatus(settlement, { payLater: true })).toBe('pending_payment');
    expect((await caught(paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], message: 'too early' }))).status).toBe(409);

    // The transfer is verified (fulfilOrder's step): validated, so now allowed to settle.
    expect((await caught(releasePaymentVerification({ actor: admin as never, orderId: settlement.order_id! }))).status).toBe(403);
    expect(await releasePaymentVerification({ actor: SYSTEM, orderId: settlement.order_id! })).toBe(1);
    expect(await releasePaymentVerification({ actor: SYSTEM, orderId: settlement.order_id! })).toBe(0);
    const released = await Settlement.findByPk(settlement.id, { rejectOnEmpty: true });
    expect([released.pending_payment_verification, released.allow_settle, proofStatus(released, { payLater: true })]).toEqual([false, true, 'validated']);
  });

  it('a settlement still waiting for its proof only stops waiting for the payment when it is verified', async () => {
    const agent = await buildAgent(BANK);
    const { settlement } = await completedJob(agent, 'paylater');
    expect(await releasePaymentVerification({ actor: SYSTEM, orderId: settlement.order_id! })).toBe(1);
    const released = await Settlement.findByPk(settlement.id, { rejectOnEmpty: true });
    expect([released.pending_payment_verification, released.pending_upload, released.allow_settle]).toEqual([false, true, false]);
  });

  it('refuses users, and applications that are not completed (409); none for an application without an agent', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent(BANK);
    const job = await buildSettlementJob({ user: customer, agent });
    expect((await caught(createSettlement({ actor: customer as never, applicationId: job.application.id }))).status).toBe(403);
    expect(await caught(createSettlement({ actor: SYSTEM, applicationId: job.application.id }))).toMatchObject({ status: 409, messageKey: 'settlements:create.not_completed' });
    const orphan = await buildSettlementJob({ user: customer, agent: null });
    await completeApplication({ actor: customer, applicationId: orphan.application.id });
    expect(await Settlement.count({ where: { application_id: orphan.application.id } })).toBe(0);
  });
});

describe('proof status (SET-6, SET-7)', () => {
  it('follows the precedence: upload, validate, reupload, payment verification, validated', () => {
    const none = { pending_upload: false, pending_validate: false, pending_reupload: false, pending_payment_verification: false };
    expect(proofStatus({ ...none, pending_upload: true, pending_validate: true, pending_reupload: true, pending_payment_verification: true }, { payLater: false })).toBe('pending_upload');
    expect(proofStatus({ ...none, pending_validate: true, pending_reupload: true, pending_payment_verification: true }, { payLater: false })).toBe('pending_validate');
    expect(proofStatus({ ...none, pending_reupload: true, pending_payment_verification: true }, { payLater: false })).toBe('pending_reupload');
    expect(proofStatus({ ...none, pending_payment_verification: true }, { payLater: true })).toBe('pending_payment');
    expect(proofStatus({ ...none, pending_payment_verification: true }, { payLater: false })).toBe('pending_verification');
    expect(proofStatus(none, { payLater: true })).toBe('validated');
  });

  it('routes by Malaysian bank details (G-05)', () => {
    expect(routeFor(BANK)).toBe('bank');
    expect(routeFor(FOREIGN)).toBe('paypal');
    expect(routeFor({ ...BANK, bank_acc: '  ' })).toBe('paypal');
  });
});

describe('the proof moves (SET-9..19, G-65)', () => {
  it('upload: the settlement’s agent only, both files of the allowed types; → pending validation, audit-logged', async () => {
    const agent = await buildAgent(BANK);
    const other = await buildAgent(BANK);
    const admin = await buildStaff(ROLE.ADMIN);
    const { settlement } = await completedJob(agent);
    const before = await row(settlement.id);

    expect(await caught(uploadSettlementProof({ actor: other, settlementId: settlement.id, ...files }))).toMatchObject({ status: 404, messageKey: 'settlements:upload.fail' });
    expect((await caught(uploadSettlementProof({ actor: admin, settlementId: settlement.id, ...files }))).status).toBe(403);
    const missing = await caught(uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: files.proof, proof2: null }));
    expect([missing.status, missing.fieldErrors]).toEqual([422, { proof2: ['settlements:validation.proof_required'] }]);
    const wrong = await caught(uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: Buffer.from('plain text'), filename: 'a.txt' }, proof2: files.proof2 }));
    expect(wrong.fieldErrors).toEqual({ proof: ['settlements:validation.proof_type'] });
    expect(await row(settlement.id)).toEqual(before);

    const result = await uploadSettlementProof({ actor: agent, settlementId: settlement.id, proof: { buffer: JPG }, proof2: { buffer: DOCX }, remarks: '  Receipt and invoice  ' });
    expect(result.message).toBe('settlements:upload.success');
    expect(result.settlement).toMatchObject({ pending_upload: false, pending_validate: true, proof_status: 'pending_validate', remarks: 'Receipt and invoice', can_upload_proof: false, can_validate: true, can_pay: false });
    expect(result.settlement.validation_uploaded_at).not.toBeNull();
    expect(await getWorld().storage.exists(result.settlement.proof!)).toBe(true);
    expect(await getWorld().storage.exists(result.settlement.proof2!)).toBe(true);
    const audit = await lastAudit('settlement.proof.upload');
    expect([audit?.actor_id, audit?.target_id, audit?.before, audit?.after]).toMatchObject([agent.id, String(settlement.id), { pending_upload: true, pending_validate: false }, { pending_upload: false, pending_validate: true }]);

    // Pending validation: a second upload is refused and changes nothing (SET-13).
    const afterUpload = await row(settlement.id);
    expect(await caught(uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files }))).toMatchObject({ status: 409, messageKey: 'settlements:upload.fail' });
    expect(await row(settlement.id)).toEqual(afterUpload);
  });

  it('reupload request: SA/AD with remarks; the agent uploads again; then validation', async () => {
    const agent = await buildAgent(BANK);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const { settlement, application } = await completedJob(agent);
    // Nothing to review yet: 409.
    expect((await caught(requestProofReupload({ actor: admin, settlementId: settlement.id, remarks: 'Blurred' }))).status).toBe(409);
    expect((await caught(validateSettlement({ actor: admin, settlementId: settlement.id }))).status).toBe(409);
    await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
    const before = await row(settlement.id);

    expect((await caught(requestProofReupload({ actor: accountant, settlementId: settlement.id, remarks: 'Blurred' }))).status).toBe(403);
    expect((await caught(requestProofReupload({ actor: agent, settlementId: settlement.id, remarks: 'Blurred' }))).status).toBe(403);
    const noRemarks = await caught(requestProofReupload({ actor: admin, settlementId: settlement.id, remarks: '   ' }));
    expect([noRemarks.status, noRemarks.fieldErrors]).toEqual([422, { remarks: ['settlements:validation.remarks_required'] }]);
    expect((await caught(requestProofReupload({ actor: admin, settlementId: 999_999, remarks: 'Blurred' }))).status).toBe(404);
    expect(await row(settlement.id)).toEqual(before);

    const asked = await requestProofReupload({ actor: admin, settlementId: settlement.id, remarks: 'The receipt is cut off.' });
    expect(asked.settlement).toMatchObject({ pending_validate: false, pending_reupload: true, validation_remarks: 'The receipt is cut off.', proof_status: 'pending_reupload', can_upload_proof: true, can_validate: false });
    expect(await lastAudit('settlement.proof.reupload')).toMatchObject({ actor_id: admin.id, after: { pending_reupload: true, validation_remarks: 'The receipt is cut off.' } });
    expect(await hasOutstandingProof(application.id)).toBe(true);
    expect((await caught(requestProofReupload({ actor: admin, settlementId: settlement.id, remarks: 'again' }))).status).toBe(409);

    const again = await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
    expect(again.settlement).toMatchObject({ pending_reupload: false, pending_validate: true });
    expect(again.settlement.proof).not.toBe(asked.settlement.proof);

    expect((await caught(validateSettlement({ actor: accountant, settlementId: settlement.id }))).status).toBe(403);
    const valid = await validateSettlement({ actor: admin, settlementId: settlement.id });
    expect(valid.message).toBe('settlements:validate.success');
    expect(valid.settlement).toMatchObject({ pending_validate: false, allow_settle: true, route: 'bank', paypal_cost: '0.00', net_total: '2265.00', proof_status: 'validated', can_validate: false, can_pay: true });
    expect(await lastAudit('settlement.proof.validate')).toMatchObject({ actor_id: admin.id, after: { allow_settle: true, route: 'bank' } });
    expect(await hasOutstandingProof(application.id)).toBe(false);
    const afterValidation = await row(settlement.id);
    expect((await caught(validateSettlement({ actor: admin, settlementId: settlement.id }))).status).toBe(409);
    expect((await caught(uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files }))).status).toBe(409);
    expect(await row(settlement.id)).toEqual(afterValidation);
  });

  it('validating a foreign agent’s proof routes it to PayPal with the configured payout fee deducted (G-05)', async () => {
    const agent = await buildAgent(FOREIGN);
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const { settlement } = await validated(agent, superAdmin);
    expect(settlement.get({ plain: true })).toMatchObject({ route: 'paypal', allow_settle: true, processing_fee: '2100.00', service_fee: '137.50', total: '2237.50', paypal_cost: '66.39', net_total: '2171.11' });
    expect(allows(settlement, 'pay', 'paypal')).toBe(true);
    expect(allows(settlement, 'pay', 'bank')).toBe(false);
  });
});

describe('paying settlements (SET-25..30)', () => {
  it('pays one agent’s selected settlements once, with one payout row; reports what failed', async () => {
    const agent = await buildAgent(BANK);
    const other = await buildAgent(BANK);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const a = await validated(agent, admin);
    const b = await validated(agent, admin);
    const unvalidated = await completedJob(agent);
    const others = await validated(other, admin);
    const ids = [a.settlement.id, b.settlement.id, unvalidated.settlement.id, others.settlement.id];

    const noMessage = await caught(paySettlements({ actor: accountant, agentId: agent.id, settlementIds: ids }));
    expect([noMessage.status, noMessage.fieldErrors]).toEqual([422, { message: ['settlements:validation.message_required'] }]);
    expect((await caught(paySettlements({ actor: agent, agentId: agent.id, settlementIds: ids, message: 'x' }))).status).toBe(403);
    expect((await caught(paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [], message: 'x' }))).fieldErrors).toEqual({ settlements: ['settlements:validation.select_settlement'] });
    expect(await Payout.count()).toBe(0);

    const result = await paySettlements({ actor: accountant, agentId: agent.id, settlementIds: ids, file: { buffer: PDF }, message: 'IBG batch 12' });
    expect(result).toMatchObject({ message: 'settlements:pay.outcome', params: { n: 2, m: 2 }, success_record: [a.settlement.id, b.settlement.id], fail_record: [unvalidated.settlement.id, others.settlement.id] });
    const payout = await Payout.findByPk(result.payout.id, { rejectOnEmpty: true });
    expect(payout.get({ plain: true })).toMatchObject({ agent_id: agent.id, channel: 'bank', amount: '4530.00', message: 'IBG batch 12', paid_by: accountant.id });
    expect(await getWorld().storage.exists(payout.file!)).toBe(true);
    const paid = await Settlement.findByPk(a.settlement.id, { rejectOnEmpty: true });
    expect([paid.is_settled, paid.payout_id, paid.paid_at]).toEqual([true, payout.id, expect.any(Date)]);
    expect(await lastAudit('settlement.pay')).toMatchObject({ actor_id: accountant.id, target_type: 'payout', after: { paid: [a.settlement.id, b.settlement.id], amount: '4530.00' } });

    // Paying them again: nothing to pay → 409, no second payout.
    const again = await caught(paySettlements({ actor: admin, agentId: agent.id, settlementIds: [a.settlement.id], message: 'again' }));
    expect([again.status, again.messageKey]).toEqual([409, 'settlements:pay.fail']);
    expect(await Payout.count({ where: { agent_id: agent.id } })).toBe(1);
  });

  it('a PayPal settlement is paid only on the PayPal channel, its net total in the payout', async () => {
    const agent = await buildAgent(FOREIGN);
    const admin = await buildStaff(ROLE.ADMIN);
    const { settlement } = await validated(agent, admin);
    expect((await caught(paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], message: 'bank' }))).status).toBe(409);
    const result = await paySettlements({ actor: admin, agentId: agent.id, settlementIds: [settlement.id], file: { buffer: PNG }, channel: 'paypal' });
    expect(result).toMatchObject({ params: { n: 1, m: 0 }, payout: { channel: 'paypal', amount: '2171.11' } });
  });

  it('two payers of overlapping selections at once pay each settlement once; the other is told which failed', async () => {
    const agent = await buildAgent(BANK);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const [a, b, c] = [await validated(agent, admin), await validated(agent, admin), await validated(agent, admin)];
    const results = await Promise.allSettled([
      paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [a.settlement.id, b.settlement.id], message: 'first' }),
      paySettlements({ actor: admin, agentId: agent.id, settlementIds: [b.settlement.id, c.settlement.id], message: 'second' }),
    ]);
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
    expect(outcomes.every(Boolean)).toBe(true);
    const success = outcomes.flatMap((o) => o!.success_record);
    expect(success.sort()).toEqual([a.settlement.id, b.settlement.id, c.settlement.id].sort());
    expect(outcomes.flatMap((o) => o!.fail_record)).toEqual([b.settlement.id]);
    const payouts = await Payout.findAll({ where: { agent_id: agent.id } });
    expect(payouts).toHaveLength(2);
    expect(await Settlement.count({ where: { agent_id: agent.id, is_settled: true } })).toBe(3);
    expect(await AuditLog.count({ where: { action: 'settlement.pay' } })).toBeGreaterThanOrEqual(2);
  });
});
