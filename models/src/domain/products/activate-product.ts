import { setProductActive, type ProductActionInput } from './set-product-active';
import { type OperationOptions } from '../kernel/index';

/** CAT-18 Activate (legacy GET api/product/restore/{id}): the product is sold again. */
export const activateProduct = (input: ProductActionInput, options: OperationOptions = {}) => setProductActive({ ...input, active: true }, options);
