export { monthsBefore, purgeOldAuditMails } from './purge-old-audit-mails';
export { AUDIT_MAIL_MESSAGE, AUDIT_MAIL_SORT_FIELDS, type AuditMailRow, type AuditMailSortField } from './audit-mail-row';
export { getAuditMail, listAuditMails, listAuditMailTypes } from './list-audit-mails';
export { resendMail } from './resend-audit-mail-op';
