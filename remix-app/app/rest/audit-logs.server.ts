import { AUDIT_LOG_SORT_FIELDS, getAuditLog, listAuditActors, listAuditLogs, type AuditLogSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams } from './protocol.server';

/**
 * /api/admin/audit-logs, read only (G-65, ADR 053; SA and AD):
 *   GET /api/admin/audit-logs?sort=["created_at","DESC"]&range=[0,24]&filter={"actor_id":1,"action":"user.block","from":"2026-11-01"} → rows + Content-Range
 *   GET /api/admin/audit-logs/:id → one row
 *   GET /api/admin/audit-logs/actors → {data: [{id, name, email, role_id}]} (the actor filter)
 */
const RESOURCE = 'audit-logs';
const LIST = { sortFields: AUDIT_LOG_SORT_FIELDS, defaultSort: { field: 'created_at' as AuditLogSortField, order: 'DESC' as const }, messageKey: 'admin:audit.retrieve_fail' };

export const listAuditLogResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) => listResponse(RESOURCE, await listAuditLogs({ actor, ...parseListParams<AuditLogSortField>(new URL(request.url), LIST) })));

export const getAuditLogResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => jsonResponse(await getAuditLog({ actor, id: parseId(rawId, 'admin:audit.not_found') })));

export const auditActorsResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) => jsonResponse({ data: await listAuditActors({ actor }) }));
