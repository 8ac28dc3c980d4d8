import { setProductActive, type ProductActionInput } from './set-product-active';
import { type OperationOptions } from '../kernel/index';

/** CAT-18 Deactivate (legacy DELETE api/product/{id}): nothing of the product is sold any more. */
export const deactivateProduct = (input: ProductActionInput, options: OperationOptions = {}) => setProductActive({ ...input, active: false }, options);
