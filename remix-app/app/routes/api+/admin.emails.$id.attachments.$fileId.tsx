import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { broadcastAttachmentResource } from '~/rest/broadcasts.server';

/** GET /api/admin/emails/:id/attachments/:fileId: an attachment of the broadcast (G-45; staff). */
export const loader = ({ request, params }: LoaderFunctionArgs) => broadcastAttachmentResource(request, params.id, params.fileId);
export const action = () => methodNotAllowed(['GET']);
