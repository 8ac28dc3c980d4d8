import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { broadcastRecipientsResource } from '~/rest/broadcasts.server';

/** GET /api/admin/emails/recipients?q=…|ids=[…]: the recipients multi-select's choices (ADM-58). */
export const loader = ({ request }: LoaderFunctionArgs) => broadcastRecipientsResource(request);
export const action = () => methodNotAllowed(['GET']);
