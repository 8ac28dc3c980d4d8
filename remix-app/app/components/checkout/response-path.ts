/**
 * The Payment Response page (ORD-48) of an order and a status (success, pending, fail, cancel,
 * paylater, view), with the page's other query fields (`waited`, `confirm`).
 */
export function paymentResponsePath(reference: string, status: string, extra: Record<string, string> = {}): string {
  return `/dashboard/cart/payment/response?${new URLSearchParams({ refNo: reference, status, ...extra }).toString()}`;
}
