/** The application workflow (issue 13 §1, ADR 031): the one table, the steps, completion and cancel; the system's payment moves. */
export { addHistory, type HistoryOptions, type HistoryText } from './history';
export { markReadBy, markUnreadForOthers, READ_MARKER, readPartyOf, type ReadParty } from './read-markers';
export {
  actionsFor,
  allowedActions,
  APPLICATION_TRANSITIONS,
  AUTO_COMPLETE_DAYS,
  autoCompleteDue,
  AWAITING_PAYMENT_STATUS,
  AWAITING_PAYMENT_STATUSES,
  frontendRulesFor,
  isOpenWork,
  isStepAction,
  isWorkflowAction,
  locksFile,
  mayAssign,
  mayReassign,
  mayTake,
  ownerMayAcknowledge,
  ownerMayComplete,
  ownerMayRate,
  requiredStepFields,
  STAFF_WORKFLOW_ROLES,
  STEP_ACTIONS,
  stepRecordOf,
  TAKERS,
  targetOf,
  WORK_START_STATUSES,
  NOT_RECEIVED_REMINDER_DAY,
  timerReached,
  timerStart,
  WORKFLOW,
  WORKFLOW_ACTIONS,
  WORKFLOW_SERVICES,
  type AcknowledgeState,
  type ApplicationTransition,
  type StepAction,
  type StepField,
  type StepRecord,
  type Taker,
  type WorkflowAction,
  type WorkflowServiceId,
} from './workflow';
export { applicationsOfOrder, moveApplication, moveOrderApplications, type MoveInput } from './transitions';
export { hasOutstandingProof, isProofOutstanding, stepsEnabled, type ProofState } from './outstanding-proof';
export { applicationWorkflowJson, type ApplicationWorkflowJson } from './shared';
export { takeApplicationStep, type StepFileInput, type TakeApplicationStepInput } from './take-application-step';
export { completeApplication, type CompleteApplicationInput } from './complete-application';
export { cancelApplication, type CancelApplicationInput } from './cancel-application';
export { nextPatentRenewal, nextTrademarkExpiry } from './roll-ip-forward';
export { dueAutoCompletions, AUTO_COMPLETE_BATCH } from './due-auto-completions';
export { dueNotReceivedReminders, NOT_RECEIVED_BATCH, notReceivedMailType, sendNotReceivedReminder, type NotReceivedDay } from './not-received-reminder';
export { sendApplicationStatusEmail, statusMailOf, ipDetailLink } from './send-application-status-email';
export { assignApplication, type AssignApplicationInput } from './assign-application';
export { reassignApplication, type ReassignApplicationInput } from './reassign-application';
export { type AssignmentResult } from './assignment';
export { listStaffApplications, type ListStaffApplicationsInput } from './list-staff-applications';
export { getStaffApplication } from './get-staff-application';
export { listSearchRequests, type ListSearchRequestsInput } from './list-search-requests';
export { getSearchRequest } from './get-search-request';
export { sendJobAssignedEmail } from './send-job-assigned-email';
export { sendJobReassignedOutEmail } from './send-job-reassigned-out-email';
// The agent's workspace (issue 13 agent screens, AGT-1..27, ADR 032).
export { canEditJob, JOB_LIST_STATUSES, jobHref, jobListOf } from './job-lists';
export { JOB_READ_FAIL } from './job-access';
export { emptyJobListPage, JOB_LIST_FAIL, listAgentJobs, type JobListPage, type JobRowJson, type ListAgentJobsInput } from './list-agent-jobs';
export { openJob, type JobDetailJson, type JobFileJson, type JobHistoryJson, type JobStepJson } from './open-job';
export { updateApplication, type UpdateApplicationInput } from './update-application';
// The customer's application list and read-only detail (issue 14, POR-26..29, ADR 038).
export {
  CUSTOMER_APPLICATIONS_FAIL,
  CUSTOMER_STATUS_CODES,
  CUSTOMER_STATUS_COMPLETED,
  CUSTOMER_STATUS_FILTERS,
  emptyCustomerApplicationPage,
  listCustomerApplications,
  type CustomerApplicationListPage,
  type CustomerApplicationRowJson,
  type ListCustomerApplicationsInput,
} from './list-customer-applications';
export { openCustomerApplication, type CustomerApplicationJson, type CustomerOrderJson } from './open-customer-application';
// The owner's acknowledge and rate on the application page (issue 14, POR-30..35, ADR 042).
export { ACKNOWLEDGE_FAIL, ACKNOWLEDGE_SUCCESS, acknowledgeApplication } from './acknowledge-application';
export { RATE_FAIL, RATE_SUCCESS, RATING_REQUIRED, rateApplication } from './rate-application';
