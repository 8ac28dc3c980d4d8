import { DELIVERY_LIST_FAIL, DELIVERY_SORT_FIELDS, DELIVERY_UPDATE_FAIL, dispatchDelivery, getDelivery, listDeliveries, type DeliverySortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { messageInit } from './products.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/deliveries in the ra-data-simple-rest protocol (DLV-1..7, ACL-29, ACL-55), SA and AD:
 *   GET /api/admin/deliveries?sort=["created_at","DESC"]&range=[0,9]&filter={"status":1,"q":"EP1"} → rows + Content-Range
 *   GET /api/admin/deliveries/:id → the delivery
 *   PUT /api/admin/deliveries/:id {courier, tracking_no} → the tracking action (Pending → Delivering,
 *       the customer's delivery_dispatched mail), 'Record update successful' in X-Message
 */
const RESOURCE = 'deliveries';
const LIST = { sortFields: DELIVERY_SORT_FIELDS, defaultSort: { field: 'created_at' as DeliverySortField, order: 'DESC' as const }, messageKey: DELIVERY_LIST_FAIL };

export const listDeliveryResource = (request: Request) =>
  handleApi(request, RESOURCE, 'list', async ({ actor }) =>
    listResponse(RESOURCE, await listDeliveries({ actor, ...parseListParams<DeliverySortField>(new URL(request.url), LIST) })),
  );

export const getDeliveryResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'read', async ({ actor }) => jsonResponse(await getDelivery({ actor, id: parseId(rawId, DELIVERY_LIST_FAIL) })));

export const updateDeliveryResource = (request: Request, rawId: string | undefined) =>
  handleApi(request, RESOURCE, 'update', async ({ actor, t }) => {
    const id = parseId(rawId, DELIVERY_UPDATE_FAIL);
    const body = await readJsonObject(request, DELIVERY_UPDATE_FAIL);
    const result = await dispatchDelivery({ actor, id, courier: body.courier, tracking_no: body.tracking_no });
    return jsonResponse(result.delivery, messageInit(t(result.message)));
  });
