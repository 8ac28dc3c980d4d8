import { addProduct, getProduct, listProducts, PRODUCT_SORT_FIELDS, updateProduct, type ProductSortField } from '@iprenew/models';
import { jsonResponse } from '~/lib/api.server';
import { handleApi, listResponse, parseId, parseListParams, readJsonObject } from './protocol.server';

/**
 * /api/admin/products in the ra-data-simple-rest protocol (CAT-14..17, CAT-20, CAT-21):
 *   GET /api/admin/products?sort=["country.name","ASC"]&range=[0,9]&filter={"q":"kor"} → rows + Content-Range
 *   GET /api/admin/products/:id → the product (CAT-16)
 *   PUT /api/admin/products/:id {validation_rules, services[]} → the saved product (CAT-17)
 *   POST /api/admin/products {country_id} → the new product, 201 (Super Admin only, CAT-21)
 * Writes answer the record with the translated spec message in `X-Message` (URI-encoded).
 */

export function messageInit(message: string, init: ResponseInit = {}): ResponseInit {
  const headers = new Headers(init.headers);
  headers.set('X-Message', encodeURIComponent(message));
  headers.set('Access-Control-Expose-Headers', 'X-Message');
  return { ...init, headers };
}

export function listProductResource(request: Request): Promise<Response> {
  return handleApi(request, 'products', 'list', async ({ actor }) => {
    const params = parseListParams<ProductSortField>(new URL(request.url), {
      sortFields: PRODUCT_SORT_FIELDS,
      defaultSort: { field: 'country.name', order: 'ASC' },
    });
    return listResponse('products', await listProducts({ actor, ...params }));
  });
}

export function getProductResource(request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, 'products', 'read', async ({ actor }) => {
    return jsonResponse(await getProduct({ actor, id: parseId(rawId, 'products:get_fail') }));
  });
}

export function updateProductResource(request: Request, rawId: string | undefined): Promise<Response> {
  return handleApi(request, 'products', 'update', async ({ actor, t }) => {
    const id = parseId(rawId, 'products:update_fail');
    const body = await readJsonObject(request, 'products:update_fail');
    const result = await updateProduct({ actor, id, validation_rules: body.validation_rules, services: body.services });
    return jsonResponse(result.product, messageInit(t(result.message)));
  });
}

export function createProductResource(request: Request): Promise<Response> {
  return handleApi(request, 'products', 'create', async ({ actor, t }) => {
    const body = await readJsonObject(request, 'products:add_fail');
    const result = await addProduct({ actor, country_id: body.country_id });
    return jsonResponse(result.product, messageInit(t(result.message), { status: 201 }));
  });
}
