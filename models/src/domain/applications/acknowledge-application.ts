import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { placeId } from '../places/index';
import { type Actor, assertRole, inTransaction, type OperationOptions, orFail } from '../kernel/index';
import { addHistory } from './history';
import { applicationWorkflowJson, type ApplicationWorkflowJson } from './shared';
import { ownerMayAcknowledge } from './workflow';

/** POR-31: 'Application_Acknowledge_Successful' and 'Fail_Acknowledge'. */
export const ACKNOWLEDGE_SUCCESS = 'applications:customer.acknowledge.success';
export const ACKNOWLEDGE_FAIL = 'applications:customer.acknowledge.fail';

/**
 * Acknowledge (POR-30, POR-31, AMB-28, ADR 042): the owner confirms the certificate (or report) was
 * received — acknowledge = 1, one history entry; the rating comes next and completes the application.
 * Only the owning customer (another customer's or a missing one is 404, other roles 403) and only in
 * Certificate Ready before it was acknowledged (409 'Fail_Acknowledge', nothing changed). A
 * conditional UPDATE: two tabs acknowledging at once write once.
 */
export async function acknowledgeApplication(
  input: { actor: Actor; applicationId: unknown },
  options: OperationOptions = {},
): Promise<{ message: string; application: ApplicationWorkflowJson }> {
  const { actor } = input;
  assertRole(actor, [ROLE.MEMBER], ACKNOWLEDGE_FAIL);
  const id = placeId(input.applicationId);
  if (id === null) throw new AppError('NOT_FOUND', ACKNOWLEDGE_FAIL);
  const application = await orFail(ACKNOWLEDGE_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const found = await Application.findOne({ where: { id, user_id: actor.id }, transaction });
      if (!found) throw new AppError('NOT_FOUND', ACKNOWLEDGE_FAIL);
      if (!ownerMayAcknowledge(found)) throw new AppError('CONFLICT', ACKNOWLEDGE_FAIL);
      const [changed] = await Application.update(
        { acknowledge: true },
        { where: { id, user_id: actor.id, status_id: APPLICATION_STATUS.CERTIFICATE_READY, acknowledge: false }, transaction },
      );
      if (changed === 0) throw new AppError('CONFLICT', ACKNOWLEDGE_FAIL);
      await addHistory(id, 'Acknowledged by the customer.', actor.id, transaction, { text: { key: 'jobs:history.owner_acknowledged' }, by: 'customer' });
      return Application.findByPk(id, { transaction, rejectOnEmpty: true });
    }),
  );
  return { message: ACKNOWLEDGE_SUCCESS, application: applicationWorkflowJson(application) };
}
