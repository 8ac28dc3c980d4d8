import type { Transaction } from 'sequelize';
import { ROLE, type FrontendRules } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { type Actor, iso } from '../kernel/index';
import { frontendRulesFor, STAFF_WORKFLOW_ROLES, type Taker } from './workflow';

/** AGT-22: the one answer to a refused step, completion or cancel, whoever sends it (404, 409, 403). */
export const STEP_FAIL = 'applications:step.fail';
export const stepRefused = (code: 'CONFLICT' | 'NOT_FOUND' | 'FORBIDDEN' = 'CONFLICT') => new AppError(code, STEP_FAIL);

export const isStaffActor = (actor: Actor): boolean => STAFF_WORKFLOW_ROLES.includes(Number(actor.role_id));

/**
 * The application an agent or SA/AD may work on, with who they are to it: the assigned agent (their
 * own job only — another agent's, or one waiting for assignment, is 404 like a missing one) or staff
 * (any application, G-02 override). Callers refuse every other role first.
 */
export async function findWorkableApplication(actor: Actor, applicationId: number, transaction: Transaction): Promise<{ application: Application; taker: Taker }> {
  // A locking read by the primary key (MariaDB/MySQL; SQLite's write transaction already excludes
  // others): a second step on the same application waits here, before it has locked anything else,
  // then reads the status the first one left. Without it, the second step's conditional UPDATE could
  // lock a secondary index entry the first one still had to change — a deadlock, answered as a 500.
  const lock = transaction.LOCK.UPDATE;
  if (Number(actor.role_id) === ROLE.AGENT) {
    const application = await Application.findOne({ where: { id: applicationId, agent_id: actor.id }, lock, transaction });
    if (!application) throw stepRefused('NOT_FOUND');
    return { application, taker: 'assigned_agent' };
  }
  if (!isStaffActor(actor)) throw stepRefused('FORBIDDEN');
  const application = await Application.findByPk(applicationId, { lock, transaction });
  if (!application) throw stepRefused('NOT_FOUND');
  return { application, taker: 'staff' };
}

/**
 * Moves the application from `from` to `to` with `patch`, only if it is still in `from`: a
 * conditional UPDATE (zero rows = someone else moved it first). An action that stays in its status
 * takes the row's lock instead (a locking read that sees the latest committed status), so a step that
 * raced a move still sees it. True when this caller's move applies.
 */
export async function moveIfStill(
  applicationId: number,
  from: number,
  to: number,
  patch: Partial<Pick<Application, 'application_date' | 'certificate_ready_at' | 'completed_at'>>,
  transaction: Transaction,
): Promise<boolean> {
  if (to !== from) {
    const [moved] = await Application.update({ status_id: to, ...patch }, { where: { id: applicationId, status_id: from }, transaction });
    return moved > 0;
  }
  const still = await Application.findOne({ where: { id: applicationId, status_id: from }, attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
  if (!still) return false;
  if (Object.keys(patch).length) await Application.update(patch, { where: { id: applicationId }, transaction });
  return true;
}

/** What the workflow operations answer: the application's state and the flags derived from the table. */
export interface ApplicationWorkflowJson {
  id: number;
  reference: string;
  service_id: number;
  type_id: number;
  status_id: number | null;
  agent_id: number | null;
  ip_id: number;
  application_date: string;
  certificate_ready_at: string | null;
  completed_at: string | null;
  frontend_rules: Required<FrontendRules>;
}

export function applicationWorkflowJson(application: Application): ApplicationWorkflowJson {
  return {
    id: application.id,
    reference: application.reference,
    service_id: Number(application.service_id),
    type_id: Number(application.type_id),
    status_id: application.status_id === null ? null : Number(application.status_id),
    agent_id: application.agent_id ?? null,
    ip_id: application.ip_id,
    application_date: application.application_date,
    certificate_ready_at: iso(application.certificate_ready_at),
    completed_at: iso(application.completed_at),
    frontend_rules: frontendRulesFor(application.service_id, application.status_id),
  };
}

/** What every application page and row shows first: its id, reference, service, type, status and dates. */
export interface ApplicationHeadJson {
  id: number;
  reference: string;
  service_id: number;
  type_id: number;
  status_id: number | null;
  application_date: string;
  created_at: string | null;
}

export function applicationHeadJson(application: Application): ApplicationHeadJson {
  const statusId = application.status_id;
  return {
    id: application.id,
    reference: application.reference,
    service_id: Number(application.service_id),
    type_id: Number(application.type_id),
    status_id: statusId === null || statusId === undefined ? null : Number(statusId),
    application_date: application.application_date,
    created_at: iso(application.created_at),
  };
}
