import type { Transaction } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { placeId } from '../places/index';
import type { Actor } from '../kernel/index';
import { isStaffActor } from './shared';

/** The spec's failure of the job page (D3§8): 'Fail to retrieve application'. */
export const JOB_READ_FAIL = 'jobs:detail.fail';

/**
 * The job an actor may open (ACL-45, ACL-62): the agent's own assigned application — another agent's,
 * one waiting for assignment, or a missing one is the same 404 — or, for SA/AD, any application
 * (the console's show page, ⚑AMB-32). Anyone else: 404 too (the page does not reveal it exists).
 */
export async function findJob(actor: Actor, rawId: unknown, transaction?: Transaction): Promise<Application> {
  const id = placeId(rawId);
  if (id === null) throw new AppError('NOT_FOUND', JOB_READ_FAIL);
  let application: Application | null = null;
  if (Number(actor.role_id) === ROLE.AGENT) application = await Application.findOne({ where: { id, agent_id: actor.id }, transaction });
  else if (isStaffActor(actor)) application = await Application.findByPk(id, { transaction });
  if (!application) throw new AppError('NOT_FOUND', JOB_READ_FAIL);
  return application;
}
