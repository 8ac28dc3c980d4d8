/** The console's settlement screens (SET-14..30): Pending Validation (custom route, its list resource `settlements-pending-validation`). */
export { PendingValidationPage } from './PendingValidationList';
