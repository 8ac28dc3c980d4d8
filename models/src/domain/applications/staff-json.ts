import type { Includeable, Transaction } from 'sequelize';
import { FILE_STATUS, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationFile } from '../../models/application-file';
import { ApplicationHistory } from '../../models/application-history';
import { Classification } from '../../models/classification';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import {
  outcomeOf,
  type ApplicationDetailJson,
  type StaffApplicationFileJson,
  type ApplicationPersonJson,
  type ApplicationRowJson,
} from '../../schemas/console-applications';
import { iso } from '../kernel/index';
import { canEditJob } from './job-lists';
import { applicationHeadJson } from './shared';
import { actionsFor, isStepAction, mayAssign, mayReassign } from './workflow';

/**
 * The JSON of the console's application screens (ADM-31..39, G-46): one row per application (customer,
 * agent, IP in the same query), and the show page's detail (history, files, classifications in one
 * query each), with the can_* flags derived from the workflow table.
 */

const PERSON = ['id', 'name', 'email'];

/** The joins of a list row: customer, agent and IP (with its country) — one query per page. */
export const staffRowInclude = (): Includeable[] => [
  { model: User, as: 'user', attributes: PERSON, required: true },
  { model: User, as: 'agent', attributes: [...PERSON, 'contact', 'company', 'status_id'], required: false },
  { model: IpRecord, as: 'ip', required: true, include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }] },
];

const person = (user: User | null | undefined): ApplicationPersonJson | null => (user ? { id: user.id, name: user.name, email: user.email } : null);

export function staffApplicationRow(application: Application): ApplicationRowJson {
  const head = applicationHeadJson(application);
  const ip = application.ip;
  return {
    ...head,
    outcome: outcomeOf(head.status_id),
    updated_at: iso(application.updated_at),
    completed_at: iso(application.completed_at),
    customer: person(application.user),
    agent: person(application.agent),
    ip: ip
      ? {
          id: ip.id,
          application_name: ip.application_name ?? null,
          filing_no: ip.filing_no ?? null,
          application_no: ip.application_no ?? null,
          grant_no: ip.grant_no ?? null,
          country: ip.country?.name ?? null,
          country_iso2: ip.country?.iso2 ?? null,
        }
      : null,
  };
}

export function loadStaffApplication(id: number, transaction?: Transaction): Promise<Application | null> {
  return Application.findByPk(id, { include: staffRowInclude(), transaction });
}

export const fileJson = (file: ApplicationFile): StaffApplicationFileJson => ({
  id: file.id,
  description: file.description ?? null,
  filename: file.filename,
  mime: file.mime ?? null,
  size: file.size ?? null,
  status_id: Number(file.status_id),
  is_hidden: Boolean(file.is_hidden),
  created_at: iso(file.created_at),
});

/** The show page (ACL-45 ⚑AMB-32): the row, the agent's detail, the IP, history (G-46), files, classifications, flags (can_update: the G-18 edit). */
export async function staffApplicationDetail(application: Application, transaction?: Transaction): Promise<ApplicationDetailJson> {
  const [history, files, classifications] = await Promise.all([
    ApplicationHistory.findAll({
      where: { application_id: application.id },
      include: [{ model: User, as: 'user', attributes: PERSON }],
      order: [['created_at', 'DESC'], ['id', 'DESC']],
      limit: 500,
      transaction,
    }),
    ApplicationFile.findAll({ where: { application_id: application.id }, order: [['id', 'DESC']], limit: 200, transaction }),
    Classification.findAll({ where: { application_id: application.id }, order: [['class_no', 'ASC'], ['id', 'ASC']], limit: 200, transaction }),
  ]);
  const agent = application.agent ?? null;
  const ip = application.ip ?? null;
  const staffActions = actionsFor('staff', application.service_id, application.status_id);
  return {
    ...staffApplicationRow(application),
    agent_detail: agent
      ? { id: agent.id, name: agent.name, email: agent.email, contact: agent.contact ?? null, company: agent.company ?? null, status_id: Number(agent.status_id) }
      : null,
    ip_detail: ip
      ? {
          id: ip.id,
          type_id: Number(ip.type_id),
          model_type: ip.model_type,
          expiry_date: ip.expiry_date ?? null,
          filing_date: ip.filing_date ?? null,
          multiclass_no: ip.multiclass_no ?? null,
          multiclass_name: ip.multiclass_name ?? null,
          description: ip.description ?? null,
        }
      : null,
    history: history.map((h) => ({
      id: h.id,
      message: h.message,
      message_key: h.message_key ?? null,
      message_params: h.message_params ?? null,
      file: h.file ?? null,
      user: person(h.user),
      created_at: iso(h.created_at),
    })),
    files: files.map(fileJson),
    classifications: classifications.map((c) => ({ id: c.id, class_no: c.class_no ?? null, term: c.term, goods: c.goods })),
    can_assign: mayAssign(application.status_id),
    can_reassign: mayReassign(application.service_id, application.status_id, application.agent_id),
    can_cancel: staffActions.includes('cancel'),
    can_update: canEditJob(application.service_id, application.status_id),
    step_actions: staffActions.filter(isStepAction),
  };
}

/** ADM-39: the agent's search report — the locked file of the Report Ready step (the latest one). */
export function searchReportOf(application: Application, files: StaffApplicationFileJson[]): StaffApplicationFileJson | null {
  if (Number(application.service_id) !== SERVICE.SEARCH) return null;
  return files.find((f) => f.status_id === FILE_STATUS.LOCKED) ?? null;
}
