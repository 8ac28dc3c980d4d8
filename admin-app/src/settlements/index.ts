import { lazyScreen } from '../common/lazyScreen';

/** The console's settlement screens (SET-14..30), custom routes over their list resources: Pending Validation, Pending Settle and Pending Paypal (list and detail). */
export const PendingValidationPage = lazyScreen(() => import('./PendingValidationList'), 'PendingValidationPage');
export const PendingSettlePage = lazyScreen(() => import('./PendingSettleList'), 'PendingSettlePage');
export const PendingPaypalPage = lazyScreen(() => import('./PendingPaypalList'), 'PendingPaypalPage');
export const PendingPaypalShow = lazyScreen(() => import('./PendingPaypalShow'), 'PendingPaypalShow');
export const SettlementHistoryPage = lazyScreen(() => import('./SettlementHistoryList'), 'SettlementHistoryPage');
export const SettlementShow = lazyScreen(() => import('./SettlementShow'), 'SettlementShow');
export const SettlementSummaryPage = lazyScreen(() => import('./SettlementSummaryPage'), 'SettlementSummaryPage');
