import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { User } from '../../models/user';
import { applicationAssignSchema } from '../../schemas/console-applications';
import { placeId } from '../places/index';
import { isActiveAgent } from '../products/shared';
import { type Actor, afterCommitLogged, assertAllowed, fieldErrorsOf, inTransaction, type OperationOptions, orFail, SYSTEM, validationError, writeAudit } from '../kernel/index';
import { REASSIGN, staffApplicationJson, type AssignmentResult } from './assignment';
import { addHistory } from './history';
import { sendJobAssignedEmail } from './send-job-assigned-email';
import { sendJobReassignedOutEmail } from './send-job-reassigned-out-email';
import { mayReassign } from './workflow';

export interface ReassignApplicationInput {
  actor: Actor;
  applicationId: unknown;
  /** The new agent (ADM-35 {user_id}). */
  userId: unknown;
  /**
   * G-17: `api/app/changeAgent` is an alias of reassign; called through it the success text is
   * 'Success Change Agent' instead of 'Application reassigned successful'.
   */
  via?: 'reassign' | 'change_agent';
}

/**
 * ADM-34..36, G-17, G-30, ACL-56: SA/AD give an open application (an agent assigned, not yet
 * Completed or Cancelled) to another active agent; the status does not change. Conditional on the
 * agent and status read (a concurrent reassign or step makes it 409). Refusals are 'Fail to reassign
 * to agent': no agent chosen, not an active agent, or the same agent (422 on user_id); nothing to
 * reassign (409); missing (404). One history row, one audit row (G-65); after commit job_assigned to
 * the new agent and job_reassigned_out to the previous one, each in their own language.
 */
export async function reassignApplication(input: ReassignApplicationInput, options: OperationOptions = {}): Promise<AssignmentResult> {
  const { actor } = input;
  assertAllowed(actor, 'applications', 'reassign', REASSIGN.fail);
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw new AppError('NOT_FOUND', REASSIGN.fail);
  const parsed = applicationAssignSchema.safeParse({ user_id: input.userId });
  if (!parsed.success) throw validationError(REASSIGN.fail, fieldErrorsOf(parsed.error));
  const agentId = parsed.data.user_id;

  const { application, previousAgentId } = await orFail(REASSIGN.fail, () =>
    inTransaction(options, async (transaction) => {
      const application = await Application.findByPk(applicationId, { transaction });
      if (!application) throw new AppError('NOT_FOUND', REASSIGN.fail);
      const previousAgentId = application.agent_id ?? null;
      if (previousAgentId === null || !mayReassign(application.service_id, application.status_id, previousAgentId)) throw new AppError('CONFLICT', REASSIGN.fail);
      if (previousAgentId === agentId) throw validationError(REASSIGN.fail, { user_id: [REASSIGN.sameAgent] });
      if (!(await isActiveAgent(agentId, transaction))) throw validationError(REASSIGN.fail, { user_id: [REASSIGN.agentInactive] });
      const [previous, next] = await Promise.all([
        User.findByPk(previousAgentId, { attributes: ['id', 'name'], transaction }),
        User.findByPk(agentId, { attributes: ['id', 'name'], transaction, rejectOnEmpty: true }),
      ]);
      const statusId = Number(application.status_id);
      const [changed] = await Application.update(
        { agent_id: agentId },
        { where: { id: application.id, agent_id: previousAgentId, status_id: { [Op.eq]: statusId } }, transaction },
      );
      if (!changed) throw new AppError('CONFLICT', REASSIGN.fail);
      await addHistory(application.id, `Reassigned from agent ${previous?.name ?? `#${previousAgentId}`} to agent ${next.name}.`, actor.id, transaction);
      await writeAudit(
        actor,
        { action: 'application.reassign', targetType: 'application', targetId: application.id, before: { agent_id: previousAgentId }, after: { agent_id: agentId } },
        transaction,
      );
      return { application, previousAgentId };
    }),
  );
  await afterCommitLogged(options, `sendJobAssignedEmail ${application.reference}`, () => sendJobAssignedEmail({ actor: SYSTEM, applicationId: application.id, agentId }));
  await afterCommitLogged(options, `sendJobReassignedOutEmail ${application.reference}`, () =>
    sendJobReassignedOutEmail({ actor: SYSTEM, applicationId: application.id, agentId: previousAgentId }),
  );
  return { message: input.via === 'change_agent' ? REASSIGN.changeAgentSuccess : REASSIGN.success, application: await staffApplicationJson(application.id, options) };
}
