import { getReportedIssue, listReportedIssues, readReportedIssueAttachment, replyToReport, REPORTED_SORT_FIELDS, toggleReportStatus, type ReportedSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/reported-issues (ADM-71..77, ACL-13/38, G-39, ADR 056; super admin only):
 *   GET  /api/admin/reported-issues?filter={"status":1,"q":"RPT…"}&sort=["created_at","DESC"]&range=[0,9] → rows + Content-Range
 *   GET  /api/admin/reported-issues/:id → the detail (opening it marks it read, ADM-72)
 *   POST /api/admin/reported-issues/:id/reply {title, message} → {message: 'Message Submit Successful.', data}
 *   POST /api/admin/reported-issues/:id/toggle {expected: 'Pending'|'Solved'} → {message: 'Report Updated Successful.', data}
 *   GET  /api/admin/reported-issues/:id/attachments/:fileId → the proof file (authorised, from storage)
 */
const RESOURCE = 'reported-issues';
const FAIL = 'reports:console.retrieve_fail';
const LIST = { sortFields: REPORTED_SORT_FIELDS, defaultSort: { field: 'created_at' as ReportedSortField, order: 'DESC' as const }, messageKey: FAIL };

export const listReportedIssueResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) => listResponse(RESOURCE, await listReportedIssues({ actor, ...parseListParams<ReportedSortField>(new URL(request.url), LIST) })));

export const getReportedIssueResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => jsonResponse(await getReportedIssue({ actor, id: parseId(rawId, FAIL) })));

export const REPORTED_ISSUE_ACTIONS = ['reply', 'toggle'] as const;

export function runReportedIssueAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!(REPORTED_ISSUE_ACTIONS as readonly unknown[]).includes(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  return handleApi(request, RESOURCE, 'update', async ({ actor, t }) => {
    const reportId = parseId(rawId, FAIL);
    const body = await readJsonObject(request, rawAction === 'reply' ? 'reports:fail' : 'reports:console.update_fail');
    const result =
      rawAction === 'reply' ? await replyToReport({ actor, reportId, title: body.title, message: body.message }) : await toggleReportStatus({ actor, reportId, expected: body.expected });
    return jsonResponse({ message: t(result.message), data: result.report });
  });
}

export const reportedIssueAttachmentResource = (request: Request, rawId: string | undefined, rawFileId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => {
    const file = await readReportedIssueAttachment({ actor, reportId: parseId(rawId, 'reports:file.fail'), attachmentId: parseId(rawFileId, 'reports:file.fail') });
    return fileResponse({ buffer: file.buffer, contentType: file.contentType, filename: file.filename }, { inline: true });
  });
