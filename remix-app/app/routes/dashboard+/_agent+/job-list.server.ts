import { emptyJobListPage, isAppError, listAgentJobs, type JobList } from '@iprenew/models';
import { ROLE } from '@iprenew/models/browser';
import { data } from '@remix-run/node';
import { notFound, requirePage } from '~/lib/guard.server';

/**
 * The loader of the agent's Jobs List and History List (AGT-2..5, ACL-43, ACL-44): the query string's
 * filters (type_id, app_status, search, page, per_page) handed to listAgentJobs, which filters, sorts,
 * counts and pages in the database. A failed read empties the list with 'Fail to Get Job List' (AGT-3).
 */
/**
 * application/all (AGT-6) lists every application assigned to the agent, open or closed.
 */
export async function jobListLoader(request: Request, list: JobList) {
  const key = list === 'jobs' ? 'dashboard.application.jobs' : list === 'history' ? 'dashboard.application.history' : 'dashboard.application.all';
  const { actor } = await requirePage(request, key);
  // application/all is shared with customers (ACL-27, POR-26): their side is customer-applications.server.
  if (actor.role_id !== ROLE.AGENT) throw notFound();
  const query = new URL(request.url).searchParams;
  const input = {
    list,
    page: query.get('page') ?? 1,
    perPage: query.get('per_page') ?? undefined,
    typeId: query.get('type_id') ?? 0,
    appStatus: query.get('app_status') ?? 0,
    search: (query.get('search') ?? '').slice(0, 200),
  };
  try {
    return data({ page: await listAgentJobs({ actor, ...input }), loadError: null as string | null });
  } catch (error) {
    if (!isAppError(error)) console.error('[job list]', error);
    return data({ page: emptyJobListPage(list, input.perPage), loadError: 'jobs:list.fail' });
  }
}
