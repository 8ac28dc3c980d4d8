import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { Settlement } from '../../models/settlement';
import { buildAgent, buildCustomer, buildSettlementJob, buildStaff, PDF, PNG, useTestWorld, type User } from '../../testing/index';
import { completeApplication } from '../applications/complete-application';
import { paySettlements } from './pay-settlements';
import { requestProofReupload } from './request-proof-reupload';
import { uploadSettlementProof } from './upload-settlement-proof';
import { validateSettlement } from './validate-settlement';

/** The agent's settlement e-mails (issue 15): created, reupload requested, validated, paid — in the agent's language, audit-recorded, amounts to the cent. */

const world = useTestWorld();
const files = { proof: { buffer: PDF, filename: 'receipt.pdf' }, proof2: { buffer: PNG, filename: 'invoice.png' } };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

async function completed(agent: User) {
  const customer = await buildCustomer();
  const job = await buildSettlementJob({ user: customer, agent });
  await completeApplication({ actor: customer, applicationId: job.application.id });
  await until(() => world().mailsTo(agent.email).length > 0);
  return { ...job, customer, settlement: await Settlement.findOne({ where: { application_id: job.application.id }, rejectOnEmpty: true }) };
}

describe('settlement e-mails', () => {
  it('asks the agent for the proof once when the job completes, in their language, with the amounts', async () => {
    const agent = await buildAgent({ language: 'bm', commission_rate: '30.00', meps_code: 'MBBEMYKL', bank_name: 'Maybank', bank_acc: '507012345678' } as never);
    const { application, customer } = await completed(agent);
    await completeApplication({ actor: customer, applicationId: application.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = world().mailsTo(agent.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Muat naik bukti anda untuk ${application.reference}`);
    expect(mails[0]!.text).toContain('RM 2,100.00');
    expect(mails[0]!.text).toContain('RM 165.00');
    expect(mails[0]!.text).toContain('RM 2,265.00');
    expect(mails[0]!.text).toContain(`/dashboard/application/${application.id}`);
    expect(await AuditMail.count({ where: { mailable_type: 'settlement_created', reference: application.reference } })).toBe(1);
  });

  it('sends the reupload remarks, then the validation with the route and the PayPal cost, then one paid mail per payout with the proof attached', async () => {
    const agent = await buildAgent({ language: 'en', commission_rate: '25.00', meps_code: null, bank_name: 'DBS Bank Ltd', bank_acc: '0721-234567-8' } as never);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const { settlement, application } = await completed(agent);

    await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
    await requestProofReupload({ actor: admin, settlementId: settlement.id, remarks: 'The receipt is for another filing.' });
    const reupload = world().mailsTo(agent.email).at(-1)!;
    expect(reupload.subject).toBe(`A new proof is needed for ${application.reference}`);
    expect(reupload.text).toContain('The receipt is for another filing.');

    await uploadSettlementProof({ actor: agent, settlementId: settlement.id, ...files });
    await validateSettlement({ actor: admin, settlementId: settlement.id });
    const validated = world().mailsTo(agent.email).at(-1)!;
    const row = await Settlement.findByPk(settlement.id, { rejectOnEmpty: true });
    expect(validated.subject).toBe(`Proof validated for ${application.reference}`);
    expect(validated.text).toContain('It will be paid by PayPal.');
    expect(validated.text).toContain(`PayPal cost: RM ${row.paypal_cost}`);
    expect(validated.text).toContain(`Net total: RM ${Number(row.net_total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    const paid = await paySettlements({ actor: accountant, agentId: agent.id, settlementIds: [settlement.id], channel: 'paypal', message: 'Sent via PayPal, batch 42.', file: { buffer: PDF, filename: 'payout.pdf' } });
    const mail = world().mailsTo(agent.email).at(-1)!;
    expect(mail.subject).toBe(`1 settlement(s) paid: RM ${Number(paid.payout.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(mail.text).toContain(application.reference);
    expect(mail.text).toContain('Sent via PayPal, batch 42.');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`payout-${paid.payout.id}.pdf`]);
    expect(await AuditMail.count({ where: { mailable_type: 'settlement_paid', reference: `PAYOUT-${paid.payout.id}` } })).toBe(1);
    expect(world().mailsTo(agent.email).map((m) => m.subject)).toHaveLength(4);
  });
});
