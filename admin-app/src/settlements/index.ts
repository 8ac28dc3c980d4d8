/** The console's settlement screens (SET-14..30), custom routes over their list resources: Pending Validation, Pending Settle and Pending Paypal (list and detail). */
export { PendingValidationPage } from './PendingValidationList';
export { PendingSettlePage } from './PendingSettleList';
export { PendingPaypalPage } from './PendingPaypalList';
export { PendingPaypalShow } from './PendingPaypalShow';
export { SettlementHistoryPage } from './SettlementHistoryList';
export { SettlementShow } from './SettlementShow';
export { SettlementSummaryPage } from './SettlementSummaryPage';
