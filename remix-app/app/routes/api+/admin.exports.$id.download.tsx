import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { downloadExportResource } from '~/rest/exports.server';

/** GET /api/admin/exports/:id/download: the finished .xlsx, authorised (SA/AD, G-45). */
export const loader = ({ request, params }: LoaderFunctionArgs) => downloadExportResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
