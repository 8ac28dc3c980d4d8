import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { type Actor, iso, type OperationOptions, orFail } from '../kernel/index';
import { jobHref } from '../applications/job-lists';
import type { JobDetailJson } from '../applications/open-job';
import { placeId } from '../places/index';
import { IP_CARD_INCLUDE, ipCardJson, type IpCardJson } from './ip-card';
import { renewalNotificationState } from './renewal-notification-state';
import { READ_FAIL } from './shared';

/** POR-15: the {type} segment of {type}/detail/{id} — an IP record or a search request. */
export const IP_DETAIL_TYPES = { ip: 'ip', search: 'search' } as const;
/** POR-20: the IP detail's application list, 5 per page. */
export const IP_DETAIL_PAGE_SIZE = 5;

/**
 * The record {type}/detail/{id} names and the page asked for, for a viewer of `role` (ACL-28): a bad
 * id, an unknown type or another role is the page's 404. The page is 1 unless a whole number 1–10000.
 */
export function ipDetailTarget(input: { actor: Actor; type: unknown; id: unknown; page?: unknown }, role: number): { id: number; modelType: 'ip' | 'search'; page: number } {
  const id = placeId(input.id);
  const modelType = input.type === IP_DETAIL_TYPES.ip || input.type === IP_DETAIL_TYPES.search ? input.type : null;
  if (Number(input.actor.role_id) !== role || id === null || modelType === null) throw new AppError('NOT_FOUND', READ_FAIL);
  const pageRaw = Math.trunc(Number(input.page ?? 1));
  return { id, modelType, page: Number.isFinite(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1 };
}

/** One of the agent's applications on the record, as the job page reads it; `href` opens that page. */
export type AgentIpApplicationJson = Pick<JobDetailJson, 'id' | 'reference' | 'service_id' | 'type_id' | 'status_id' | 'application_date' | 'completed_at' | 'href'>;

export interface AgentIpDetailJson {
  model_type: 'ip' | 'search';
  ip: IpCardJson;
  owner: { name: string | null; email: string };
  /** The agent's own applications on this record (never another agent's), newest first. */
  applications: { rows: AgentIpApplicationJson[]; total: number; page: number; perPage: number };
  /** The agent's latest application on it: the logo is read through its job (AGT-16). */
  latest_application_id: number;
}

/**
 * The agent's side of {type}/detail/{id} (ACL-28): an IP record (type ip) or search request (type
 * search) on which the agent has been assigned at least one application — its card (AGT-8) with the
 * Renewal Notification label and button (G-31, G-59), its owner, and the agent's own applications on it,
 * 5 per page (POR-20). Anything else — another agent's record, the wrong type, a missing record — is
 * the same 404 'Fail to retrieve intellectual property'. Four queries whatever the page shows.
 */
export async function openAgentIpRecord(input: { actor: Actor; type: unknown; id: unknown; page?: unknown }, options: OperationOptions = {}): Promise<AgentIpDetailJson> {
  const { actor } = input;
  const { transaction } = options;
  const { id, modelType, page } = ipDetailTarget(input, ROLE.AGENT);
  return orFail(READ_FAIL, async () => {
    const { rows, count } = await Application.findAndCountAll({
      where: { ip_id: id, agent_id: actor.id },
      attributes: ['id', 'reference', 'service_id', 'type_id', 'status_id', 'application_date', 'completed_at'],
      order: [['id', 'DESC']],
      limit: IP_DETAIL_PAGE_SIZE,
      offset: (page - 1) * IP_DETAIL_PAGE_SIZE,
      transaction,
    });
    if (count === 0) throw new AppError('NOT_FOUND', READ_FAIL);
    const ip = await IpRecord.findOne({
      where: { id, model_type: modelType },
      include: [...IP_CARD_INCLUDE, { model: User, as: 'user', attributes: ['id', 'name', 'email'] }],
      transaction,
    });
    if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
    const latestId = rows[0]?.id ?? (await Application.max<number, Application>('id', { where: { ip_id: id, agent_id: actor.id }, transaction }));
    return {
      model_type: modelType,
      ip: ipCardJson(ip, await renewalNotificationState(ip, actor, transaction)),
      owner: { name: ip.user?.name ?? null, email: ip.user?.email ?? '' },
      applications: {
        rows: rows.map((a) => ({
          id: a.id,
          reference: a.reference,
          service_id: Number(a.service_id),
          type_id: Number(a.type_id),
          status_id: a.status_id === null ? null : Number(a.status_id),
          application_date: a.application_date,
          completed_at: iso(a.completed_at),
          href: jobHref(a),
        })),
        total: count,
        page,
        perPage: IP_DETAIL_PAGE_SIZE,
      },
      latest_application_id: Number(latestId),
    };
  });
}
