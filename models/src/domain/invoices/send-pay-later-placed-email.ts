import type { SendMailResult } from '../../mail/index';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { isPayLaterOpen } from '../orders/rules';
import { bankTransferDetails, mailCustomer, orderPageLink, requireOrder } from './shared';
import { assertSystemActor, type SystemActor } from '../kernel/index';

/** The mailable type of the pay-later confirmation, also its once-only marker in audit_mails. */
export const PAYLATER_PLACED_MAIL = 'paylater_placed';

/**
 * sendPayLaterPlacedEmail (ORD-47, G-27, issue 11): when a customer chooses Pay Later, the order
 * summary, the bank-transfer details (configuration `bank_transfer`) with the order reference as
 * the transfer reference, the amount, the date the order expires and a link to the order page
 * where the slip is uploaded. Once per order: a delivered one in audit_mails means nothing is sent
 * again (null), nor for an order that is no longer an unpaid pay-later order.
 */
export async function sendPayLaterPlacedEmail({ actor, orderId }: { actor: SystemActor; orderId: number }): Promise<SendMailResult | null> {
  assertSystemActor(actor);
  const order = await requireOrder({ id: orderId });
  if (!isPayLaterOpen(order)) return null;
  const already = await AuditMail.count({ where: { reference: order.reference, mailable_type: PAYLATER_PLACED_MAIL, status: AUDIT_MAIL_STATUS.DELIVERED } });
  if (already > 0) return null;
  return mailCustomer(order, {
    template: 'paylater-placed',
    mailableType: PAYLATER_PLACED_MAIL,
    data: { expiresAt: order.expires_at, bank: await bankTransferDetails(), url: orderPageLink(order.reference) },
  });
}
