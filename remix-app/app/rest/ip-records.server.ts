import {
  getIpRecord,
  hideIpRecord,
  IP_RECORD_SORT_FIELDS,
  listIpRecords,
  readIpLogo,
  restoreIpRecord,
  setRenewalNotification,
  transferIpRecord,
  updateIpLogo,
  updateIpRecord,
  type IpRecordSortField,
} from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { fileResponse } from '~/lib/file-response.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/ip-records (ADM-22..29, ACL-28, ACL-32, ACL-56, G-31) — thin callers of ip-records:
 *   GET    /api/admin/ip-records?filter={"type_id":1,"q":"..","status":1,..} → rows + Content-Range
 *   GET    /api/admin/ip-records/:id → one row                     ('Fail to retrieve intellectual property')
 *   PUT    /api/admin/ip-records/:id {whole record} → {message, data} (`Fail_To_Update_Record`)
 *   DELETE /api/admin/ip-records/:id → hide (status 1 → 0)
 *   POST   /api/admin/ip-records/:id/restore → status 0 → 1
 *   POST   /api/admin/ip-records/:id/transfer {user_id} | {email, name} → 'Record transferred successfully'
 *   POST   /api/admin/ip-records/:id/renewal-notification → 'Set Renewal Notification' (G-31)
 *   POST   /api/admin/ip-records/:id/logo {filename, data: base64} → 'Logo updated successful' (POR-18/19)
 *   GET    /api/admin/ip-records/:id/logo → the logo image
 */

const LIST = { sortFields: IP_RECORD_SORT_FIELDS, defaultSort: { field: 'created_at' as IpRecordSortField, order: 'DESC' as const }, messageKey: 'ip-records:list_fail' };
const READ_FAIL = 'ip-records:read_fail';

export const listIpRecordResource = (request: Request) =>
  handleApi(request, 'ip-records', 'list', async ({ actor }) =>
    listResponse('ip-records', await listIpRecords({ actor, ...parseListParams<IpRecordSortField>(new URL(request.url), LIST) })),
  );

export const getIpRecordResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'ip-records', 'read', async ({ actor }) => jsonResponse(await getIpRecord({ actor, id: parseId(rawId, READ_FAIL) })));

export const updateIpRecordResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'ip-records', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, READ_FAIL);
    const result = await updateIpRecord({ actor, id, data: await readJsonObject(request, 'ip-records:update_fail') });
    return jsonResponse({ ...result.record, message: t(result.message), data: result.record });
  });

export const hideIpRecordResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'ip-records', 'delete', async ({ actor, t }) => {
    const result = await hideIpRecord({ actor, id: parseId(rawId, READ_FAIL) });
    return jsonResponse({ ...result.record, message: t(result.message), data: result.record });
  });

export const IP_RECORD_ACTIONS = ['restore', 'transfer', 'renewal-notification', 'logo'] as const;
type IpRecordAction = (typeof IP_RECORD_ACTIONS)[number];
const isAction = (value: unknown): value is IpRecordAction => (IP_RECORD_ACTIONS as readonly unknown[]).includes(value);

/** The logo travels as JSON ({filename, data: base64}): /api bodies are JSON only (ADR 019). */
function logoFileOf(body: Record<string, unknown>) {
  const data = typeof body.data === 'string' ? body.data.replace(/^data:[^,]*,/, '') : '';
  const filename = typeof body.filename === 'string' ? body.filename.slice(0, 255) : '';
  if (!data || !/^[A-Za-z0-9+/=\s]+$/.test(data)) return null;
  return { buffer: Buffer.from(data, 'base64'), filename };
}

export function runIpRecordAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  // The logo is an edit of the record (update right); the others are ACL-56's own actions.
  return handleApi(request, 'ip-records', action === 'logo' ? 'update' : action, async ({ actor, t }) => {
    const id = parseId(rawId, READ_FAIL);
    const body = await readJsonObject(request, READ_FAIL);
    const result =
      action === 'restore'
        ? await restoreIpRecord({ actor, id })
        : action === 'transfer'
          ? await transferIpRecord({ actor, id, data: body })
          : action === 'renewal-notification'
            ? await setRenewalNotification({ actor, id })
            : await updateIpLogo({ actor, id, file: logoFileOf(body) });
    return jsonResponse({ message: t(result.message), data: result.record });
  });
}

export const ipLogoResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'ip-records', 'read', async ({ actor }) => {
    return fileResponse(await readIpLogo({ actor, id: parseId(rawId, READ_FAIL) }));
  });
