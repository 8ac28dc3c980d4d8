import { AppError } from '../../errors/index';
import { resendAuditMail } from '../../mail/index';
import { AuditMail } from '../../models/audit-mail';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { placeId } from '../places/index';
import { AUDIT_MAIL_MESSAGE, type AuditMailRow, toAuditMailRow } from './audit-mail-row';

/**
 * ADM-81, ACL-54 (ADR 057): the super admin sends a recorded mail again, from its saved template,
 * language, payload and attachments; the new attempt is its own audit mail row (same reference and
 * type). 'Mail have been resent' when it was delivered; 'Fail to resent mail' (500) when it was not —
 * the failed attempt stays recorded. Audit-logged.
 */
export async function resendMail(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<{ message: string; mail: AuditMailRow }> {
  assertAllowed(input.actor, 'audit-mails', 'resend', AUDIT_MAIL_MESSAGE.resendFail);
  const id = placeId(input.id);
  const original = id === null ? null : await AuditMail.findByPk(id, { attributes: ['id'], transaction: options.transaction });
  if (!original) throw new AppError('NOT_FOUND', AUDIT_MAIL_MESSAGE.resendFail);
  const sent = await resendAuditMail(original.id);
  await inTransaction(options, (transaction) =>
    writeAudit(input.actor, { action: 'audit_mail.resend', targetType: 'audit_mail', targetId: original.id, after: { new_audit_mail: sent.auditMail.id, delivered: sent.delivered } }, transaction),
  );
  if (!sent.delivered) throw new AppError('INTERNAL', AUDIT_MAIL_MESSAGE.resendFail);
  return { message: AUDIT_MAIL_MESSAGE.resent, mail: toAuditMailRow(sent.auditMail, input.actor) };
}
