import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getExportResource } from '~/rest/exports.server';

/** GET /api/admin/exports/:id: one export. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getExportResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
