import { ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { applicationEditSchema } from '../../schemas/jobs';
import { type Actor, diff, inTransaction, isSystemActor, type OperationOptions, orFail, parseInput, writeAudit } from '../kernel/index';
import { addHistory } from './history';
import { findJob } from './job-access';
import { canEditJob } from './job-lists';
import { openJob, type JobDetailJson } from './open-job';
import { readPartyOf } from './read-markers';
import { isStaffActor, STEP_FAIL, stepRefused } from './shared';

export interface UpdateApplicationInput {
  actor: Actor;
  applicationId: unknown;
  application_date?: unknown;
  filing_no?: unknown;
  application_no?: unknown;
  grant_no?: unknown;
}

/**
 * The application edit of the job page (AGT-14, AGT-24, G-18): the assigned agent (allowEdit for role
 * 3) — or SA/AD — corrects the filing date (application_date) and the office's numbers on the IP
 * record (filing, application and grant numbers) while the job is open. The status moves only by
 * steps. Another agent's job is 404; a closed job (completed, cancelled) or one not yet worked is 409;
 * bad input 422 with the field's message; every refusal is 'Fail to update application' and changes
 * nothing. A change writes one history entry (unread for the other parties) and, for staff or an
 * impersonated agent, an audit row. Success: 'Application update successful'.
 */
export async function updateApplication(input: UpdateApplicationInput, options: OperationOptions = {}): Promise<{ message: string; application: JobDetailJson }> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || !(Number(actor.role_id) === ROLE.AGENT || isStaffActor(actor))) throw stepRefused('NOT_FOUND');
  return orFail(STEP_FAIL, () =>
    inTransaction(options, async (transaction) => {
      const application = await findJob(actor, input.applicationId, transaction).catch(() => {
        throw stepRefused('NOT_FOUND');
      });
      const locked = await Application.findByPk(application.id, { transaction, lock: transaction.LOCK.UPDATE, rejectOnEmpty: true });
      if (!canEditJob(locked.service_id, locked.status_id)) throw stepRefused();
      const data = parseInput(
        applicationEditSchema,
        { application_date: input.application_date, filing_no: input.filing_no, application_no: input.application_no, grant_no: input.grant_no },
        STEP_FAIL,
      );
      const ip = await IpRecord.findByPk(locked.ip_id, { transaction, rejectOnEmpty: true });
      const before = { application_date: locked.application_date, filing_no: ip.filing_no ?? null, application_no: ip.application_no ?? null, grant_no: ip.grant_no ?? null };
      const after = { application_date: data.application_date, filing_no: data.filing_no ?? null, application_no: data.application_no ?? null, grant_no: data.grant_no ?? null };
      const changes = diff(before, after);
      if (Object.keys(changes.after).length) {
        if (before.application_date !== after.application_date) await locked.update({ application_date: after.application_date }, { transaction });
        const { application_date: _date, ...ipAfter } = after;
        await ip.update(ipAfter, { transaction });
        const fields = Object.keys(changes.after).join(', ');
        await addHistory(locked.id, `Application details updated: ${fields}.`, actor.id, transaction, {
          text: { key: 'jobs:history.details_updated', params: { fields } },
          by: readPartyOf(actor.role_id),
        });
        if (isStaffActor(actor) || actor.impersonator_id) {
          await writeAudit(actor, { action: 'application.update', targetType: 'application', targetId: locked.id, before: changes.before, after: changes.after }, transaction);
        }
      }
      return { message: 'applications:step.success', application: await openJob({ actor, applicationId: locked.id }, { transaction }) };
    }),
  );
}
