import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { User } from '../../models/user';
import { applicationAssignSchema } from '../../schemas/console-applications';
import { placeId } from '../places/index';
import { isActiveAgent } from '../products/shared';
import { type Actor, afterCommitLogged, assertAllowed, fieldErrorsOf, inTransaction, type OperationOptions, orFail, SYSTEM, validationError, writeAudit } from '../kernel/index';
import { ASSIGN, staffApplicationJson, type AssignmentResult } from './assignment';
import { moveApplication } from './transitions';
import { mayAssign } from './workflow';
import { sendJobAssignedEmail } from './send-job-assigned-email';

export interface AssignApplicationInput {
  actor: Actor;
  applicationId: unknown;
  /** The agent (ADM-35 {user_id}). */
  userId: unknown;
}

/**
 * ADM-34/35, G-30, ACL-56: SA/AD assign an active agent to an application waiting for one — Pending
 * Assign → In Progress with the agent (the workflow's `agent_assigned` move, the one the paid order
 * makes with a product's default agent). 'Application assigned successful'; anything refused is
 * 'Fail to assign to agent' (no agent chosen or not an active agent: 422 on user_id; not Pending
 * Assign, or someone else assigned it first: 409; missing: 404). One history row, one audit row
 * (G-65); the job_assigned mail to the agent after commit.
 */
export async function assignApplication(input: AssignApplicationInput, options: OperationOptions = {}): Promise<AssignmentResult> {
  const { actor } = input;
  assertAllowed(actor, 'applications', 'assign', ASSIGN.fail);
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw new AppError('NOT_FOUND', ASSIGN.fail);
  const parsed = applicationAssignSchema.safeParse({ user_id: input.userId });
  if (!parsed.success) throw validationError(ASSIGN.fail, fieldErrorsOf(parsed.error));
  const agentId = parsed.data.user_id;

  const application = await orFail(ASSIGN.fail, () =>
    inTransaction(options, async (transaction) => {
      const application = await Application.findByPk(applicationId, { transaction });
      if (!application) throw new AppError('NOT_FOUND', ASSIGN.fail);
      if (!mayAssign(application.status_id)) throw new AppError('CONFLICT', ASSIGN.fail);
      if (!(await isActiveAgent(agentId, transaction))) throw validationError(ASSIGN.fail, { user_id: [ASSIGN.agentInactive] });
      const agent = await User.findByPk(agentId, { attributes: ['id', 'name'], transaction, rejectOnEmpty: true });
      const from = Number(application.status_id);
      const moved = await moveApplication(
        application.id,
        { transition: 'agent_assigned', patch: { agent_id: agentId }, message: `Assigned to agent ${agent.name}.`, userId: actor.id },
        transaction,
      );
      if (!moved) throw new AppError('CONFLICT', ASSIGN.fail);
      const after = await Application.findByPk(application.id, { transaction, rejectOnEmpty: true });
      await writeAudit(
        actor,
        { action: 'application.assign', targetType: 'application', targetId: application.id, before: { status_id: from, agent_id: null }, after: { status_id: after.status_id, agent_id: agentId } },
        transaction,
      );
      return after;
    }),
  );
  await afterCommitLogged(options, `sendJobAssignedEmail ${application.reference}`, () => sendJobAssignedEmail({ actor: SYSTEM, applicationId: application.id, agentId }));
  return { message: ASSIGN.success, application: await staffApplicationJson(application.id, options) };
}
