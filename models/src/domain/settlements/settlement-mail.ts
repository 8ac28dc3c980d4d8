import { DEFAULT_LANGUAGE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Application } from '../../models/application';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { appLink, assertSystemActor, type SystemActor } from '../kernel/index';
import { SETTLEMENT_MESSAGE } from './shared';

/**
 * The agent's settlement e-mails (issue 15, G-03), in the agent's language, recorded as audit mails
 * by sendMail; sent after the change commits (SYSTEM only):
 *   settlement_created        the job completed: its settlement waits for the receipt and the invoice
 *   proof_reupload_requested  the office asks for a new proof, with its remarks
 *   proof_validated           the proof is accepted: paid by bank transfer or PayPal, with the amounts
 *   settlement_paid           one payout: its settlements (reference, net total), the total, the message
 * The amounts are the settlement's own columns, so they equal the agent's page and the summary.
 */
export type SettlementMailKind = 'settlement_created' | 'proof_reupload_requested' | 'proof_validated';

const TEMPLATE: Record<SettlementMailKind, string> = {
  settlement_created: 'settlement-created',
  proof_reupload_requested: 'proof-reupload-requested',
  proof_validated: 'proof-validated',
};

const extensionOf = (key: string) => (/\.[a-z0-9]{2,5}$/i.exec(key)?.[0] ?? '');

const languageOf = (user: User) => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

/** A settlement's amounts as the mails print them (two decimals, SET-2). */
const amountsOf = (s: Settlement) => ({
  processingFee: String(s.processing_fee),
  serviceFee: String(s.service_fee),
  total: String(s.total),
  paypalCost: String(s.paypal_cost),
  netTotal: String(s.net_total),
  viaPaypal: s.route === 'paypal',
});

export async function sendSettlementEmail({ actor, settlementId, kind }: { actor: SystemActor; settlementId: number; kind: SettlementMailKind }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const settlement = await Settlement.findByPk(settlementId, {
    include: [
      { model: Application, as: 'application', attributes: ['id', 'reference'] },
      { model: User, as: 'agent', attributes: ['id', 'name', 'email', 'language'] },
    ],
  });
  const agent = settlement?.agent;
  if (!settlement || !agent || !settlement.application) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  const reference = settlement.application.reference;
  return sendMail({
    to: agent.email,
    template: TEMPLATE[kind],
    language: languageOf(agent),
    reference,
    mailableType: kind,
    data: {
      name: agent.name,
      reference,
      remarks: settlement.validation_remarks ?? '',
      routeKey: settlement.route ? `settlements:job.route_${settlement.route}` : '',
      ...amountsOf(settlement),
      url: appLink(`/dashboard/application/${settlement.application.id}`),
    },
  });
}

export async function sendSettlementPaidEmail({ actor, payoutId }: { actor: SystemActor; payoutId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  const payout = await Payout.findByPk(payoutId, {
    include: [
      { model: User, as: 'agent', attributes: ['id', 'name', 'email', 'language'] },
      { model: Settlement, as: 'settlements', include: [{ model: Application, as: 'application', attributes: ['id', 'reference'] }] },
    ],
  });
  const agent = payout?.agent;
  const settlements = [...(payout?.settlements ?? [])].sort((a, b) => a.id - b.id);
  if (!payout || !agent || settlements.length === 0) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  const references = settlements.map((s) => s.application?.reference ?? String(s.application_id));
  return sendMail({
    to: agent.email,
    template: 'settlement-paid',
    language: languageOf(agent),
    reference: `PAYOUT-${payout.id}`,
    mailableType: 'settlement_paid',
    data: {
      name: agent.name,
      count: settlements.length,
      amount: String(payout.amount),
      channelKey: `settlements:job.route_${payout.channel === 'paypal' ? 'paypal' : 'bank'}`,
      message: payout.message ?? '',
      hasFile: Boolean(payout.file),
      settlements: settlements.map((s, i) => ({ reference: references[i], ...amountsOf(s) })),
      url: appLink('/dashboard/application/history'),
    },
    // The accountant's payout proof travels with the mail (kept by key, so a resend attaches it again).
    attachments: payout.file ? [{ filename: `payout-${payout.id}${extensionOf(payout.file)}`, storageKey: payout.file }] : [],
  });
}
