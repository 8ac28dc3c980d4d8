/** Invoices and the payment e-mails (G-03, G-14, G-23, G-24, G-26, G-45, G-48, ORD-69). */
export { issueInvoice, type IssueInvoiceInput, type IssuedInvoice } from './issue-invoice';
export { readInvoice } from './read-invoice';
export { sendPaymentEmail } from './send-payment-email';
export { sendSlipRejectedEmail } from './send-slip-rejected-email';
export { sendOrderCancelledEmail, type CancelReason } from './send-order-cancelled-email';
export { sendPayLaterExpiredEmail } from './send-pay-later-expired-email';
export { sendPayLaterReminderEmail, reminderMailType, type ReminderDay } from './send-pay-later-reminder-email';
export { sendPayLaterPlacedEmail, PAYLATER_PLACED_MAIL } from './send-pay-later-placed-email';
export { sendSlipReceivedEmail } from './send-slip-received-email';
export { invoiceKey, invoiceFileName, readTax, includedTax } from './shared';
