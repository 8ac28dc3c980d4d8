import {
  createAccountant,
  createAgent,
  getUser,
  listUsers,
  ROLE,
  updateAccountant,
  updateAgent,
  USER_SORT_FIELDS,
  type UserSortField,
} from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * The user tables of the console (ADM.a, ADM.b): customers (role 4), agents (3), accountants (5).
 * Each answer is the user JSON of the H3↔H4 contract; creates and updates answer the record
 * (ra-data-simple-rest reads it as is) with the translated message in `X-Message` (URI-encoded).
 */

type UserResource = 'customers' | 'agents' | 'accountants';

const ROLE_OF: Record<UserResource, number> = { customers: ROLE.MEMBER, agents: ROLE.AGENT, accountants: ROLE.ACCOUNTANT };
const NOT_FOUND: Record<UserResource, string> = {
  customers: 'users:retrieve_user_fail',
  agents: 'users:retrieve_agent_fail',
  accountants: 'users:retrieve_user_fail',
};

const withMessage = (message: string, init: ResponseInit = {}): ResponseInit => {
  const headers = new Headers(init.headers);
  headers.set('X-Message', encodeURIComponent(message));
  headers.set('Access-Control-Expose-Headers', 'X-Message');
  return { ...init, headers };
};

/** GET /api/admin/<resource> */
export function listUserResource(resource: UserResource, request: Request): Promise<Response> {
  return handleApi(request, resource, 'list', async ({ actor }) => {
    const params = parseListParams<UserSortField>(new URL(request.url), {
      sortFields: USER_SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
    });
    const result = await listUsers({ actor, role: ROLE_OF[resource], ...params });
    return listResponse(resource, result);
  });
}

/** GET /api/admin/<resource>/:id */
export function getUserResource(resource: UserResource, request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, resource, 'read', async ({ actor }) => {
    const id = parseId(rawId, NOT_FOUND[resource]);
    return jsonResponse(await getUser({ actor, id, role: ROLE_OF[resource] }));
  });
}

/** POST /api/admin/agents, POST /api/admin/accountants */
export function createUserResource(resource: 'agents' | 'accountants', request: Request): Promise<Response> {
  return handleApi(request, resource, 'create', async ({ actor, t }) => {
    const failKey = resource === 'agents' ? 'users:create_agent_fail' : 'users:create_user_fail';
    const body = await readJsonObject(request, failKey);
    const result = resource === 'agents' ? await createAgent({ ...body, actor }) : await createAccountant({ actor, email: body.email, name: body.name });
    return jsonResponse(result.user, withMessage(t(result.message, { email: result.user.email }), { status: 201 }));
  });
}

/** PUT /api/admin/agents/:id, PUT /api/admin/accountants/:id */
export function updateUserResource(resource: 'agents' | 'accountants', request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, resource, 'update', async ({ actor, t }) => {
    const failKey = resource === 'agents' ? 'users:update_agent_fail' : 'users:update_user_fail';
    const id = parseId(rawId, NOT_FOUND[resource]);
    const body = await readJsonObject(request, failKey);
    const result =
      resource === 'agents'
        ? await updateAgent({ ...body, actor, id })
        : await updateAccountant({ actor, id, email: body.email, name: body.name, contact: body.contact });
    return jsonResponse(result.user, withMessage(t(result.message)));
  });
}

