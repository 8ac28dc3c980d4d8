export { monthsBefore, purgeOldAuditMails } from './purge-old-audit-mails';
