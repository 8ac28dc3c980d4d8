import { getOrder, listOrders, ORDER_SORT_FIELDS, type OrderSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams } from './protocol.server';

/**
 * /api/admin/orders, read only (ORD-73, G-46):
 *   GET /api/admin/orders?sort=["created_at","DESC"]&range=[0,9]&filter={"q":"…","status":1,"payment_method":"stripe"}
 *   GET /api/admin/orders/:id → the order with its lines, payment and slips
 */
const LIST = { sortFields: ORDER_SORT_FIELDS, defaultSort: { field: 'created_at' as OrderSortField, order: 'DESC' as const }, messageKey: 'payments:retrieve_fail' };

export const listOrderResource = (request: Request) =>
  handleApi(request, 'orders', 'list', async ({ actor }) =>
    listResponse('orders', await listOrders({ actor, ...parseListParams<OrderSortField>(new URL(request.url), LIST) })),
  );

export const getOrderResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, 'orders', 'read', async ({ actor }) => jsonResponse(await getOrder({ actor, id: parseId(rawId, 'payments:retrieve_fail') })));
