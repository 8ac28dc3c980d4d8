export { AUDIT_LOG_SORT_FIELDS, getAuditLog, listAuditActors, listAuditLogs, type AuditLogSortField } from './list-audit-logs';
