export { canHide, canRequestRenewal, canRestore, canSetRenewalNotification, canTransfer, isOpenRenewal, isPastRenewalWindow, OPEN_RENEWAL_STATUSES, renewalRefusal, type RenewalContext } from './rules';
export { listIpRecords, type ListIpRecordsInput } from './list-ip-records';
export { getIpRecord } from './get-ip-record';
export { updateIpRecord, type UpdateIpRecordInput } from './update-ip-record';
export { hideIpRecord } from './hide-ip-record';
export { restoreIpRecord } from './restore-ip-record';
export { transferIpRecord, type TransferIpRecordInput } from './transfer-ip-record';
export { updateIpLogo } from './update-ip-logo';
export { readIpLogo } from './read-ip-logo';
export { setRenewalNotification } from './set-renewal-notification';
export { RENEWAL_REMINDER_BATCH, RENEWAL_REMINDER_STAGES, renewalReminderMailType, renewalReminderReference, renewalStageFor, sendRenewalDueReminders, type RenewalReminderOutcome, type RenewalReminderStage } from './renewal-due-reminders';
export { hasOpenRenewal, hasRenewalInCart, renewalContext } from './has-open-renewal';
export { openAgentIpRecord, IP_DETAIL_PAGE_SIZE, IP_DETAIL_TYPES, type AgentIpApplicationJson, type AgentIpDetailJson } from './open-agent-ip-record';
export { type IpCardJson } from './ip-card';
export { openCustomerIpRecord, type CustomerIpApplicationJson, type CustomerIpDetailJson } from './open-customer-ip-record';
export { uploadCustomerIpLogo } from './upload-customer-ip-logo';
// The customer's IP list on the dashboard (issue 14, POR.b, ADR 040).
export { emptyCustomerIpListPage, listCustomerIpRecords, PORTFOLIO_FAIL, type CustomerIpListPage, type CustomerIpRowJson, type ListCustomerIpRecordsInput } from './list-customer-ip-records';
export { EXPIRING_SOON_DAYS, EXPIRY_RED_DAYS, ipDisplayStatus, ipExpiryTone, type IpDisplayStatus } from './display-status';
