import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listDeliveryPricesResource, saveDeliveryPricesResource } from '~/rest/settings-editors.server';

/** GET /api/admin/delivery-prices; POST {prices: [...]} stores the whole table (DLV-17..21). */
export const loader = ({ request }: LoaderFunctionArgs) => listDeliveryPricesResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? saveDeliveryPricesResource(request) : methodNotAllowed(['GET', 'POST']));
