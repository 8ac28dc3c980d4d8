import type { ProductJson } from '../../schemas/products';
import { productJsonOrFail } from './shared';
import { type Actor, type OperationOptions, assertAllowed } from '../kernel/index';

export interface GetProductInput {
  actor: Actor;
  id: number;
}

/**
 * CAT-16: the product detail — country, default agent, validation rules, and its six price sheets
 * grouped by service (index 0 search, 1 application, 2 renewal) and type, with the renewal
 * documents; CAT-12 / CAT-13 applied on load. Failure: 'Fail to get product'.
 */
export async function getProduct(input: GetProductInput, options: OperationOptions = {}): Promise<ProductJson> {
  assertAllowed(input.actor, 'products', 'read', 'products:not_allowed');
  return productJsonOrFail(input.id, 'products:get_fail', options.transaction);
}
