import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { applicationFileResource } from '~/rest/applications.server';

/** GET /api/admin/applications/:id/files/:fileId: one file of the application, authorised (SA/AD, G-45). */
export const loader = ({ request, params }: LoaderFunctionArgs) => applicationFileResource(request, params.id, params.fileId);
export const action = () => methodNotAllowed(['GET']);
