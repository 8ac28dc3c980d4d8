import { jsonResponse } from '~/lib/api.server';
import { deletePreRegistration, getPreRegistration, listPreRegistrations, PRE_REGISTRATION_SORT_FIELDS, type PreRegistrationSortField } from '@iprenew/models';
import { handleApi, listResponse, parseId, parseListParams } from './protocol.server';

/** Pre-registered agents (ADM.c): list, one record (New Agent pre-fills from it), delete. */

const RESOURCE = 'preregistered-agents';

export function listPreRegisteredAgents(request: Request): Promise<Response> {
  return handleApi(request, RESOURCE, 'list', async ({ actor }) => {
    const params = parseListParams<PreRegistrationSortField>(new URL(request.url), {
      sortFields: PRE_REGISTRATION_SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
    });
    return listResponse(RESOURCE, await listPreRegistrations({ actor, ...params }));
  });
}

export function getPreRegisteredAgent(request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, RESOURCE, 'read', async ({ actor }) => {
    return jsonResponse(await getPreRegistration({ actor, id: parseId(rawId, 'users:retrieve_record_fail') }));
  });
}

/** DELETE /:id → the removed record (ra-data-simple-rest) with 'Record remove successfully' in X-Message. */
export function deletePreRegisteredAgent(request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, RESOURCE, 'delete', async ({ actor, t }) => {
    const result = await deletePreRegistration({ actor, id: parseId(rawId, 'users:remove_record_fail') });
    return jsonResponse(result.data, {
      headers: { 'X-Message': encodeURIComponent(t(result.message)), 'Access-Control-Expose-Headers': 'X-Message' },
    });
  });
}
