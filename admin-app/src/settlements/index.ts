import { lazyScreen } from '../common/lazyScreen';

/**
 * The console's settlement screens (SET-14..30), custom routes over their list resources: Pending Validation,
 * Pending Settle and Pending Paypal (list and detail). Grouped by menu entry: a list loads with its detail.
 */
export const PendingValidationPage = lazyScreen(() => import('./PendingValidationList'), 'PendingValidationPage', 'settlements-pending-validation');
export const PendingSettlePage = lazyScreen(() => import('./PendingSettleList'), 'PendingSettlePage', 'settlements-pending-settle');
export const PendingPaypalPage = lazyScreen(() => import('./PendingPaypalList'), 'PendingPaypalPage', 'settlements-pending-paypal');
export const PendingPaypalShow = lazyScreen(() => import('./PendingPaypalShow'), 'PendingPaypalShow', 'settlements-pending-paypal');
export const SettlementHistoryPage = lazyScreen(() => import('./SettlementHistoryList'), 'SettlementHistoryPage', 'settlement-history');
export const SettlementShow = lazyScreen(() => import('./SettlementShow'), 'SettlementShow', ['settlement-history', 'settlement-summary']);
export const SettlementSummaryPage = lazyScreen(() => import('./SettlementSummaryPage'), 'SettlementSummaryPage', 'settlement-summary');
