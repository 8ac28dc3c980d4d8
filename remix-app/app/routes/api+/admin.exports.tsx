import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createExportResource, listExportResource } from '~/rest/exports.server';

/** GET /api/admin/exports: the export list (G-10); POST: queue an Excel export of a list (ADM-30). */
export const loader = ({ request }: LoaderFunctionArgs) => listExportResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createExportResource(request) : methodNotAllowed(['GET', 'POST']));
