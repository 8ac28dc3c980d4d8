import { AUDIT_MAIL_SORT_FIELDS, getAuditMail, listAuditMails, listAuditMailTypes, resendMail, type AuditMailSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/audit-mails (ADM-80, ADM-81, ACL-54, ADR 057; SA/AD read, SA resends):
 *   GET  /api/admin/audit-mails?filter={"type":"payment_success","status":2,"q":"ORD"}&range=[0,9] → rows + Content-Range
 *   GET  /api/admin/audit-mails/types → {data: [{id, name}]} (the type filter, labels in the reader's language)
 *   GET  /api/admin/audit-mails/:id → one row
 *   POST /api/admin/audit-mails/:id/resend → {message: 'Mail have been resent', data} | 500 'Fail to resent mail'
 */
const RESOURCE = 'audit-mails';
const FAIL = 'admin:audit_mails.retrieve_fail';
const LIST = { sortFields: AUDIT_MAIL_SORT_FIELDS, defaultSort: { field: 'created_at' as AuditMailSortField, order: 'DESC' as const }, messageKey: FAIL };

export const listAuditMailResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) => listResponse(RESOURCE, await listAuditMails({ actor, ...parseListParams<AuditMailSortField>(new URL(request.url), LIST) })));

export const auditMailTypesResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor, t }) => jsonResponse({ data: (await listAuditMailTypes({ actor })).map((type) => ({ id: type.id, name: t(type.label_key, { defaultValue: type.id }) })) }));

export const getAuditMailResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => jsonResponse(await getAuditMail({ actor, id: parseId(rawId, FAIL) })));

export const resendAuditMailResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'resend', async ({ actor, t }) => {
    const id = parseId(rawId, 'admin:audit_mails.resend_fail');
    await readJsonObject(request, 'admin:audit_mails.resend_fail');
    const result = await resendMail({ actor, id });
    return jsonResponse({ message: t(result.message), data: result.mail });
  });
