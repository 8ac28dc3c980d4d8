import { mailTypeLabelKey } from '../../constants/mail-types';
import { AUDIT_MAIL_STATUS, type AuditMail } from '../../models/audit-mail';
import { canUserUseResource } from '../../policies/resources';
import type { AuditMailRow } from '../../schemas/audit';
import { type Actor, iso } from '../kernel/index';

/** The spec's messages (ADM-81) and the list's failure. */
export const AUDIT_MAIL_MESSAGE = {
  resent: 'admin:audit_mails.resent',
  resendFail: 'admin:audit_mails.resend_fail',
  retrieveFail: 'admin:audit_mails.retrieve_fail',
} as const;

export const AUDIT_MAIL_SORT_FIELDS = ['created_at', 'id'] as const;
export type AuditMailSortField = (typeof AUDIT_MAIL_SORT_FIELDS)[number];

export type { AuditMailRow } from '../../schemas/audit';

export function toAuditMailRow(mail: AuditMail, viewer: Actor): AuditMailRow {
  return {
    id: mail.id,
    reference: mail.reference ?? null,
    user_email: mail.user_email,
    subject: mail.subject ?? null,
    status: Number(mail.status),
    delivered: Number(mail.status) === AUDIT_MAIL_STATUS.DELIVERED,
    mailable_type: mail.mailable_type ?? null,
    type_label_key: mail.mailable_type ? mailTypeLabelKey(mail.mailable_type) : null,
    language: mail.language,
    error: mail.error ?? null,
    created_at: iso(mail.created_at),
    sent_at: iso(mail.sent_at),
    can_resend: canUserUseResource(viewer, 'audit-mails', 'resend'),
  };
}
