/** The console's payments, orders and invoices (ORD-61..64, ORD-70..73, G-14, G-24, G-46, G-65). */
export { listPayments, getPayment, type ListPaymentsInput } from './list-payments';
export { verifySlip } from './verify-slip';
export { rejectSlip } from './reject-slip';
export { updateToSuccess } from './update-to-success';
export { regenerateInvoice } from './regenerate-invoice';
export { markRefunded } from './mark-refunded';
export { readPaymentSlip } from './read-payment-slip';
export { listOrders, getOrder, type ListOrdersInput } from './list-orders';
export { getInvoice, listInvoices, type ListInvoicesInput } from './list-invoices';
