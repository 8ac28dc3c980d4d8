import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { placeId } from '../places/index';
import { createSettlement } from '../settlements/create-settlement';
import { type Actor, inTransaction, isSystemActor, type OperationOptions, orFail, SYSTEM, type SystemActor } from '../kernel/index';
import { addHistory } from './history';
import { rollIpForward } from './roll-ip-forward';
import { applicationWorkflowJson, moveIfStill, STEP_FAIL, stepRefused, type ApplicationWorkflowJson } from './shared';
import { autoCompleteDue, ownerMayComplete, targetOf } from './workflow';

export interface CompleteApplicationInput {
  /** The owning customer (after acknowledging and rating), or SYSTEM (the day-14 auto-complete job). */
  actor: Actor | SystemActor;
  applicationId: unknown;
}

/**
 * Certificate Ready → Completed, only through the workflow (issue 13 §1, AMB-28, G-36, G-32): by the
 * owning customer once the application is acknowledged and rated, or by SYSTEM when the day-14 timer
 * has run (from the certificate upload, or from the delivery when one was requested). Sets
 * completed_at, rolls the IP record forward (rollIpForward) and creates the assigned agent's one
 * settlement (createSettlement, G-04, ADR 047) in the same transaction, once: the move is a
 * conditional UPDATE, so a repeat or a racing second call changes nothing and answers
 * `completed: false` (and the unique settlement per application holds even if it did not).
 * Someone else's application is 404; agents and staff are 403; any other state is 409 'Fail to
 * update application'. The settlement e-mails come with their issue.
 */
export async function completeApplication(
  input: CompleteApplicationInput,
  options: OperationOptions = {},
): Promise<{ message: string; completed: boolean; application: ApplicationWorkflowJson }> {
  const { actor } = input;
  const system = isSystemActor(actor);
  if (!actor || (!system && Number((actor as Actor).role_id) !== ROLE.MEMBER)) throw stepRefused('FORBIDDEN');
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw stepRefused('NOT_FOUND');

  const result = await orFail(STEP_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const application = await Application.findOne({ where: system ? { id: applicationId } : { id: applicationId, user_id: (actor as Actor).id }, transaction });
      if (!application) throw stepRefused('NOT_FOUND');
      const from = Number(application.status_id);
      if (from === APPLICATION_STATUS.COMPLETED) return { application, completed: false };
      const to = targetOf(application.service_id, from, 'complete');
      if (to === null) throw stepRefused();
      const now = new Date();
      if (system) {
        const deliveryRequested = (await Delivery.count({ where: { application_id: application.id }, transaction })) > 0;
        if (!autoCompleteDue(application, deliveryRequested, now)) throw stepRefused();
      } else if (!ownerMayComplete(application)) throw stepRefused();

      if (!(await moveIfStill(application.id, from, to, { completed_at: now }, transaction))) {
        // A locking read sees the latest committed status (a plain read keeps this transaction's snapshot on MariaDB).
        const latest = await Application.findByPk(application.id, { transaction, lock: transaction.LOCK.UPDATE, rejectOnEmpty: true });
        if (Number(latest.status_id) === APPLICATION_STATUS.COMPLETED) return { application: latest, completed: false };
        throw stepRefused();
      }
      await rollIpForward(application, transaction);
      await createSettlement({ actor: SYSTEM, applicationId: application.id }, { transaction });
      await addHistory(
        application.id,
        system ? 'Completed automatically 14 days after the certificate was ready.' : 'Acknowledged and rated by the customer: completed.',
        system ? null : (actor as Actor).id,
        transaction,
        { text: { key: system ? 'jobs:history.auto_completed' : 'jobs:history.owner_completed' }, by: system ? null : 'customer' },
      );
      return { application: await Application.findByPk(application.id, { transaction, rejectOnEmpty: true }), completed: true };
    }),
  );
  return { message: 'applications:step.success', completed: result.completed, application: applicationWorkflowJson(result.application) };
}
