import {
  APPLICATION_SORT_FIELDS,
  assignApplication,
  cancelApplication,
  getSearchRequest,
  getStaffApplication,
  listSearchRequests,
  listStaffApplications,
  readApplicationFile,
  reassignApplication,
  updateApplication,
  type ApplicationSortField,
} from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/applications and /api/admin/searches (issue 13, ADM-31..39, ACL-26/27/45/56, G-17, G-49):
 *   GET  /api/admin/applications?filter={"service_id":3,"agent_id":7,"q":"…","outcome":2,"date_from":"2026-01-01"} → rows + Content-Range
 *   GET  /api/admin/applications/:id → the show page's application
 *   PUT  /api/admin/applications/:id {application_date, filing_no, application_no, grant_no}
 *        → {message, data} (G-18: 'Application update successful'; not open work → 409 'Fail to update application')
 *   GET  /api/admin/applications/:id/files/:fileId → the file (attachment, never cached; G-45)
 *   POST /api/admin/applications/:id/assign {user_id}        → {message, data} ('Application assigned successful')
 *   POST /api/admin/applications/:id/reassign {user_id}      → {message, data} ('Application reassigned successful')
 *   POST /api/admin/applications/:id/change-agent {user_id}  → {message, data} (G-17 alias of reassign: 'Success Change Agent')
 *   POST /api/admin/applications/:id/cancel {reason}         → {message, data} (G-49)
 *   GET  /api/admin/searches, /api/admin/searches/:id        → customers' search requests (ADM-39)
 */

const LIST = { sortFields: APPLICATION_SORT_FIELDS, defaultSort: { field: 'created_at' as ApplicationSortField, order: 'DESC' as const }, messageKey: 'console-applications:list_fail' };
const RETRIEVE_FAIL = 'console-applications:retrieve_fail';

export const listApplicationResource = (request: Request) =>
  handleApi(request, 'applications', 'list', async ({ actor }) =>
    listResponse('applications', await listStaffApplications({ actor, ...parseListParams<ApplicationSortField>(new URL(request.url), LIST) })),
  );

export const getApplicationResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'applications', 'read', async ({ actor }) => jsonResponse(await getStaffApplication({ actor, id: parseId(rawId, RETRIEVE_FAIL) })));

export const updateApplicationResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'applications', 'update', async ({ actor, t }) => {
    const applicationId = parseId(rawId, RETRIEVE_FAIL);
    const body = await readJsonObject(request, 'applications:step.fail');
    const { application_date, filing_no, application_no, grant_no } = body;
    const result = await updateApplication({ actor, applicationId, application_date, filing_no, application_no, grant_no });
    return jsonResponse({ message: t(result.message), data: await getStaffApplication({ actor, id: applicationId }) });
  });

export const applicationFileResource = (request: Request, rawId: string | undefined, rawFileId: string | undefined) =>
  handleApi(request, 'applications', 'file', async ({ actor }) =>
    fileResponse(await readApplicationFile({ actor, applicationId: parseId(rawId, 'files:fail.read'), fileId: parseId(rawFileId, 'files:fail.read') })),
  );

export const listSearchResource = (request: Request) =>
  handleApi(request, 'searches', 'list', async ({ actor }) =>
    listResponse('searches', await listSearchRequests({ actor, ...parseListParams<ApplicationSortField>(new URL(request.url), LIST) })),
  );

export const getSearchResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'searches', 'read', async ({ actor }) => jsonResponse(await getSearchRequest({ actor, id: parseId(rawId, RETRIEVE_FAIL) })));

/** The URL action → the policy action it is checked against (G-17: change-agent is a reassign). */
const ACTIONS = { assign: 'assign', reassign: 'reassign', 'change-agent': 'reassign', cancel: 'cancel' } as const;
type ApplicationAction = keyof typeof ACTIONS;
const isAction = (value: unknown): value is ApplicationAction => typeof value === 'string' && Object.hasOwn(ACTIONS, value);

export function runApplicationAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  return handleApi(request, 'applications', ACTIONS[action], async ({ actor, t }) => {
    const applicationId = parseId(rawId, RETRIEVE_FAIL);
    const body = await readJsonObject(request, RETRIEVE_FAIL);
    if (action === 'cancel') {
      await cancelApplication({ actor, applicationId, reason: body.reason });
      const result = await getStaffApplication({ actor, id: applicationId });
      return jsonResponse({ message: t('applications:cancel.success'), data: result });
    }
    const result =
      action === 'assign'
        ? await assignApplication({ actor, applicationId, userId: body.user_id })
        : await reassignApplication({ actor, applicationId, userId: body.user_id, via: action === 'change-agent' ? 'change_agent' : 'reassign' });
    return jsonResponse({ message: t(result.message), data: result.application });
  });
}
