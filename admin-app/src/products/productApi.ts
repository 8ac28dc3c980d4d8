import type { ProductCountryJson, ProductJson } from '@iprenew/models/browser';
import { apiJson } from '../common/api';

/** The product editor's custom calls (the list, GET, PUT and POST go through the data provider). */
export type ProductAction = 'activate' | 'deactivate' | 'set-default-agent';

/** POST /api/admin/products/:id/<action> → {message, data: product} (CAT-18, CAT-19). */
export async function postProductAction(id: number | string, action: ProductAction, payload: unknown = {}): Promise<{ message?: string; data: ProductJson }> {
  return (await apiJson(`/products/${encodeURIComponent(String(id))}/${action}`, 'POST', payload)) as { message?: string; data: ProductJson };
}

/** GET /api/admin/products/available-countries (CAT-20). */
export async function fetchAvailableCountries(): Promise<ProductCountryJson[]> {
  return (await apiJson('/products/available-countries')) as ProductCountryJson[];
}

/** PUT /api/admin/documents/:id {title, body} (CAT-22). */
export async function putDocument(id: number, title: string, body: string): Promise<void> {
  await apiJson(`/documents/${id}`, 'PUT', { title, body });
}
