import type { SendMailResult } from '../../mail/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { mailAgentAboutJob } from './job-mail';

/**
 * G-03 job_reassigned_out (ADM-35, G-17): the agent an application was taken from learns that the job
 * went to another agent and is no longer theirs, in their language. Sent after the reassignment commits.
 */
export async function sendJobReassignedOutEmail({ actor, applicationId, agentId }: { actor: SystemActor; applicationId: number; agentId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  return mailAgentAboutJob(agentId, applicationId, { template: 'job-reassigned-out', mailableType: 'job_reassigned_out' });
}
