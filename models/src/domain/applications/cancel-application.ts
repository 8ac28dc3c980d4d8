import { Application } from '../../models/application';
import { applicationCancelSchema } from '../../schemas/application-step';
import { cancelOpenDeliveries } from '../deliveries/cancel-open-deliveries';
import { placeId } from '../places/index';
import { type Actor, fieldErrorsOf, inTransaction, isSystemActor, type OperationOptions, orFail, validationError, writeAudit } from '../kernel/index';
import { addHistory } from './history';
import { applicationWorkflowJson, isStaffActor, moveIfStill, STEP_FAIL, stepRefused, type ApplicationWorkflowJson } from './shared';
import { targetOf } from './workflow';

export interface CancelApplicationInput {
  actor: Actor;
  applicationId: unknown;
  reason: unknown;
}

/**
 * G-49: SA/AD cancel an application, with a reason, from any open status after payment (the table's
 * `cancel`; unpaid applications close with their order — ORD-65, G-23). Conditional on the status it
 * was read in; one history row (the reason) and one audit row (G-65). Anyone else is 403, a missing
 * application 404, a final state 409 'Fail to update application'. No settlement is created for a
 * cancelled application (G-04 creates them at Completed); its open deliveries (Pending or
 * Delivering) are cancelled in the same transaction (DLV-2), counted in the audit row.
 */
export async function cancelApplication(input: CancelApplicationInput, options: OperationOptions = {}): Promise<{ message: string; application: ApplicationWorkflowJson }> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || !isStaffActor(actor)) throw stepRefused('FORBIDDEN');
  const applicationId = placeId(input.applicationId);
  if (applicationId === null) throw stepRefused('NOT_FOUND');
  const parsed = applicationCancelSchema.safeParse({ reason: input.reason ?? undefined });

  const application = await orFail(STEP_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const application = await Application.findByPk(applicationId, { transaction });
      if (!application) throw stepRefused('NOT_FOUND');
      const from = Number(application.status_id);
      const to = targetOf(application.service_id, from, 'cancel');
      if (to === null) throw stepRefused();
      if (!parsed.success) throw validationError(STEP_FAIL, fieldErrorsOf(parsed.error));
      if (!(await moveIfStill(application.id, from, to, {}, transaction))) throw stepRefused();
      await addHistory(application.id, `Cancelled: ${parsed.data.reason}`, actor.id, transaction, {
        text: { key: 'jobs:history.cancelled', params: { reason: parsed.data.reason } },
        by: 'staff',
      });
      const deliveriesCancelled = await cancelOpenDeliveries(application.id, transaction);
      await writeAudit(
        actor,
        {
          action: 'application.cancel',
          targetType: 'application',
          targetId: application.id,
          before: { status_id: from },
          after: { status_id: to, reason: parsed.data.reason, ...(deliveriesCancelled ? { deliveries_cancelled: deliveriesCancelled } : {}) },
        },
        transaction,
      );
      return Application.findByPk(application.id, { transaction, rejectOnEmpty: true });
    }),
  );
  return { message: 'applications:cancel.success', application: applicationWorkflowJson(application) };
}
