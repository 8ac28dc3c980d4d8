/** The console's settlement screens (SET-14..30), custom routes over their list resources: Pending Validation and Pending Settle. */
export { PendingValidationPage } from './PendingValidationList';
export { PendingSettlePage } from './PendingSettleList';
