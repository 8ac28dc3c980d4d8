import { activateProduct, deactivateProduct, listAvailableCountries, setDefaultAgent, updateDocument } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, parseId, readJsonObject } from './protocol.server';
import { messageInit } from './products.server';

/**
 * The product editor's custom calls:
 *   POST /api/admin/products/:id/(set-default-agent|activate|deactivate) → {message, data: product}
 *     (CAT-18: the console redraws from `data`; CAT-19 {user_id})
 *   GET /api/admin/products/available-countries → [{id, name, iso2, in_service}] (CAT-20, Super Admin)
 *   PUT /api/admin/documents/:id {title, body} → the document (CAT-22)
 */

export const PRODUCT_ACTIONS = ['set-default-agent', 'activate', 'deactivate'] as const;
type ProductAction = (typeof PRODUCT_ACTIONS)[number];
const isAction = (value: unknown): value is ProductAction => (PRODUCT_ACTIONS as readonly unknown[]).includes(value);

export function runProductAction(request: Request, rawId: string | undefined, rawAction: string | undefined): Promise<Response> {
  if (!isAction(rawAction)) return Promise.resolve(jsonResponse({ message: 'Not Found' }, { status: 404 }));
  const action = rawAction;
  return handleApi(request, 'products', action, async ({ actor, t }) => {
    const failKey = action === 'set-default-agent' ? 'products:set_default_agent_fail' : `products:${action}_fail`;
    const id = parseId(rawId, failKey);
    const result =
      action === 'set-default-agent'
        ? await setDefaultAgent({ actor, id, user_id: (await readJsonObject(request, failKey)).user_id })
        : await (action === 'activate' ? activateProduct : deactivateProduct)({ actor, id });
    return jsonResponse({ message: t(result.message), data: result.product });
  });
}

export function listAvailableCountriesResource(request: Request): Promise<Response> {
  return handleApi(request, 'products', 'create', async ({ actor }) => jsonResponse(await listAvailableCountries({ actor })));
}

export function updateDocumentResource(request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, 'documents', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, 'products:document_not_found');
    const body = await readJsonObject(request, 'products:document_update_fail');
    const result = await updateDocument({ actor, id, title: body.title, body: body.body });
    return jsonResponse(result.document, messageInit(t(result.message)));
  });
}
