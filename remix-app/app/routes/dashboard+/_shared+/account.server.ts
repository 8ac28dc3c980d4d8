/** The account operations the shell's routes call (models/src/domain/account). */
export { agentAddressIncomplete, changePassword, dashboardSummary, notificationSummary, updateProfile } from '@iprenew/models';
export type { DashboardSummary, ProfileNextStep } from '@iprenew/models';
