import type { ApplicationDetailJson } from '../../schemas/console-applications';
import type { OperationOptions } from '../kernel/index';
import { loadStaffApplication, staffApplicationDetail } from './staff-json';

/** ADM-35, G-17: the spec's messages of the assignment screen (console-applications namespace). */
export const ASSIGN = {
  success: 'console-applications:assign.success',
  fail: 'console-applications:assign.fail',
  agentInactive: 'console-applications:assign.agent_inactive',
} as const;
export const REASSIGN = {
  success: 'console-applications:reassign.success',
  changeAgentSuccess: 'console-applications:reassign.change_agent_success',
  fail: 'console-applications:reassign.fail',
  agentInactive: 'console-applications:assign.agent_inactive',
  sameAgent: 'console-applications:reassign.same_agent',
} as const;

/** ADM-35: "the answer replaces the application" — the message and the application as the show page reads it. */
export interface AssignmentResult {
  message: string;
  application: ApplicationDetailJson;
}

export async function staffApplicationJson(applicationId: number, options: OperationOptions): Promise<ApplicationDetailJson> {
  const application = await loadStaffApplication(applicationId, options.transaction);
  return staffApplicationDetail(application!, options.transaction);
}
