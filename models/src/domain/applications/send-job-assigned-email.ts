import type { SendMailResult } from '../../mail/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { mailAgentAboutJob } from './job-mail';

/**
 * G-03 job_assigned (G-30, ADM-34/35): the agent an application was assigned or reassigned to learns
 * of the job, in their language, with a link to it. Sent after the assignment commits.
 */
export async function sendJobAssignedEmail({ actor, applicationId, agentId }: { actor: SystemActor; applicationId: number; agentId: number }): Promise<SendMailResult> {
  assertSystemActor(actor);
  return mailAgentAboutJob(agentId, applicationId, { template: 'job-assigned', mailableType: 'job_assigned' });
}
