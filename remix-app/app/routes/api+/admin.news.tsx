import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createNewsResource, listNewsResource } from '~/rest/news.server';

/** GET (list, ADM-50) and POST (store, ADM-53) /api/admin/news. */
export const loader = ({ request }: LoaderFunctionArgs) => listNewsResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createNewsResource(request) : methodNotAllowed(['GET', 'POST']));
