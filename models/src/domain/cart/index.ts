/** The customer's cart and requests (ORD-1..34, POR-37..50, G-33, G-67, G-69). */
export { priceCartLine, feeInputOf, type LinePrice, type PriceableLine } from './price-cart-line';
export { listCart } from './list-cart';
export { countCart } from './count-cart';
export { getCartItem } from './get-cart-item';
export { addCartBundle, type AddCartBundleInput } from './add-cart-bundle';
export { addBulkRenewals, type BulkRefusal, type BulkRenewalResult } from './add-bulk-renewals';
export { updateCartItem, type UpdateCartItemInput } from './update-cart-item';
export { deleteCartItem } from './delete-cart-item';
export { assertNoDuplicate, DUPLICATE_MESSAGE, UNAVAILABLE_MESSAGE, type LineIdentity } from './assert-no-duplicate';
export { getRenewalSource, type RenewalPrefill } from './get-renewal-source';
export { emptyRequestsPage, listMyRequests, getMyRequest, type MyRequestsPage, type RequestEntryJson } from './list-my-requests';
export { imageFormatOf, logoError, type UploadedFile } from './logo';
export { kindOf, type CartKind, type CartLineJson } from './shared';
export { readCartLineLogo, readRequestLogo, type LogoFile } from './read-logo';
