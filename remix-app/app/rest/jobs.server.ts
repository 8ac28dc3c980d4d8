import { listJobStates, requestJobRun } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse } from './protocol.server';

/**
 * /api/admin/jobs (issue 16, ADR 054):
 *   GET  /api/admin/jobs → every scheduled job with its newest run, last success and pending "run now" (SA/AD) + Content-Range
 *   POST /api/admin/jobs/:name/run → asks the scheduler to run it within a minute (SA) → {message, data}
 */
export const listJobResource = (request: Request) =>
  handleApi(request, 'jobs', 'list', async ({ actor }) => {
    const rows = await listJobStates({ actor });
    return listResponse('jobs', { rows, total: rows.length, offset: 0 });
  });

export const runJobResource = (request: Request, name: string | undefined) =>
  handleApi(request, 'jobs', 'run', async ({ actor, t }) => {
    const result = await requestJobRun({ actor, name });
    return jsonResponse({ message: t(result.message), data: result.job });
  });
