import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { updateDocumentResource } from '~/rest/products-actions.server';

/** PUT /api/admin/documents/:id {title, body} — a product document (CAT-22). */
export const loader = () => methodNotAllowed(['PUT']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'PUT' ? updateDocumentResource(request, params.id) : methodNotAllowed(['PUT']);
