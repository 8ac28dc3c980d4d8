import { listDeliveryPrices, listWhitelist, replaceDeliveryPrices, replaceWhitelist } from '@iprenew/models';
import { handleApi, listResponse, readJsonObject } from './protocol.server';
import { parseEditorListParams, savedResponse } from './settings-protocol.server';

/**
 * The two whole-list editors of the console: GET lists, POST stores the whole list (the legacy
 * `POST api/whitelist {email: list}` and `POST api/deliveryprice` with the array of prices).
 *   /api/admin/whitelists       POST {email: string[]}                              (ADM-63..65)
 *   /api/admin/delivery-prices  POST {prices: [{country_id, state_id?, fee}]}       (DLV-17..21)
 */
const noSort = { sortFields: ['id'] as const, defaultSort: { field: 'id' as const, order: 'ASC' as const } };

export const listWhitelistResource = (request: Request) =>
  handleApi(request, 'whitelists', 'list', async ({ actor }) => {
    const { offset, limit } = parseEditorListParams(new URL(request.url), { ...noSort, messageKey: 'settings:retrieve_fail' });
    return listResponse('whitelists', await listWhitelist({ actor, offset, limit }));
  });

export const saveWhitelistResource = (request: Request) =>
  handleApi(request, 'whitelists', 'update', async (context) => {
    const body = await readJsonObject(request, 'settings:update_fail');
    return savedResponse(context, await replaceWhitelist({ actor: context.actor, email: body.email }));
  });

export const listDeliveryPricesResource = (request: Request) =>
  handleApi(request, 'delivery-prices', 'list', async ({ actor }) => {
    const { offset, limit } = parseEditorListParams(new URL(request.url), { ...noSort, messageKey: 'settings:delivery_retrieve_fail' });
    return listResponse('delivery-prices', await listDeliveryPrices({ actor, offset, limit }));
  });

export const saveDeliveryPricesResource = (request: Request) =>
  handleApi(request, 'delivery-prices', 'update', async (context) => {
    const body = await readJsonObject(request, 'settings:delivery_store_fail');
    return savedResponse(context, await replaceDeliveryPrices({ actor: context.actor, prices: body.prices }));
  });
