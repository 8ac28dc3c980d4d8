import type { LoaderFunctionArgs } from '@remix-run/node';
import { listDeliveryResource } from '~/rest/deliveries.server';

/** GET /api/admin/deliveries (DLV-1, ACL-29): the staff delivery list. */
export const loader = ({ request }: LoaderFunctionArgs) => listDeliveryResource(request);
