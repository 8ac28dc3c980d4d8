/** The console's product editor (CAT-8..24, ADR 007, ADR 012): one operation per file. */
export { listProducts, type ListProductsInput } from './list-products';
export { getProduct, type GetProductInput } from './get-product';
export { updateProduct, type UpdateProductInput } from './update-product';
export { activateProduct } from './activate-product';
export { deactivateProduct } from './deactivate-product';
export type { ProductActionInput } from './set-product-active';
export { setDefaultAgent, type SetDefaultAgentInput } from './set-default-agent';
export { addProduct, type AddProductInput } from './add-product';
export { listAvailableCountries } from './list-available-countries';
export { updateDocument, type UpdateDocumentInput } from './update-document';
export { applyLoadRules, SOUTH_KOREA_ISO2 } from './load-rules';
