import type { LoaderFunctionArgs } from '@remix-run/node';
import { notificationSummary } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi } from '~/rest/protocol.server';

/**
 * GET /api/admin/notifications/me — the signed-in staff member's notification counts (ACL-15, G-58
 * `checkNotify`), as one react-admin record ({id: 'me', applications, payments, …}) so the console
 * reads it with getOne and re-reads it on every refresh.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, 'notifications', 'read', async ({ actor }) => jsonResponse({ id: 'me', ...(await notificationSummary({ actor })) }));
