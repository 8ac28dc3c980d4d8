import { Op, type Order, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { PRE_REGISTRATION_SORT_FIELDS, preRegistrationListFilterSchema, type PreRegistrationSortField } from '../../schemas/users';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';

export interface PreRegistrationJson {
  id: number;
  name: string;
  email: string;
  contact: string;
  created_at: string | null;
  /** The agent created from it (ADM-16), if any. */
  agent_id: number | null;
}

export async function toPreRegistrationJson(rows: PreRegistration[], options: OperationOptions = {}): Promise<PreRegistrationJson[]> {
  const ids = rows.map((r) => r.id);
  const agents = ids.length
    ? await User.findAll({ where: { preregister_agent_id: ids }, attributes: ['id', 'preregister_agent_id'], transaction: options.transaction })
    : [];
  const agentOf = new Map(agents.map((a) => [a.preregister_agent_id, a.id]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    contact: r.contact,
    created_at: r.created_at ? new Date(r.created_at).toISOString() : null,
    agent_id: agentOf.get(r.id) ?? null,
  }));
}

export interface ListPreRegistrationsInput {
  actor: Actor;
  filter?: Record<string, unknown>;
  sort?: { field: PreRegistrationSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/** ADM-18/19: the pre-registered agents (name, e-mail, contact, submitted date), newest first by default. */
export async function listPreRegistrations(input: ListPreRegistrationsInput, options: OperationOptions = {}): Promise<ListResult<PreRegistrationJson>> {
  assertAllowed(input.actor, 'preregistered-agents', 'list');
  const parsed = preRegistrationListFilterSchema.safeParse(input.filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'users:fetch_sorted_fail');
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!(PRE_REGISTRATION_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', 'users:fetch_sorted_fail');
  }
  const conditions: WhereOptions<PreRegistration>[] = [];
  if (parsed.data.id) conditions.push({ id: parsed.data.id });
  if (parsed.data.q) conditions.push(likeAny(['name', 'email', 'contact'], parsed.data.q) as WhereOptions<PreRegistration>);
  const where = { [Op.and]: conditions } as WhereOptions<PreRegistration>;
  const order: Order = stableOrder(sort);
  const { offset, limit } = pageWindow(input);
  const [total, rows] = await Promise.all([
    PreRegistration.count({ where, transaction: options.transaction }),
    PreRegistration.findAll({ where, order, offset, limit, transaction: options.transaction }),
  ]);
  return { rows: await toPreRegistrationJson(rows, options), total, offset, limit };
}

/** ADM-16/21: one pre-registration (the New Agent form pre-fills from it). */
export async function getPreRegistration(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<PreRegistrationJson> {
  assertAllowed(input.actor, 'preregistered-agents', 'read');
  const row = Number.isInteger(input.id) && input.id > 0 ? await PreRegistration.findByPk(input.id, { transaction: options.transaction }) : null;
  if (!row) throw new AppError('NOT_FOUND', 'users:retrieve_record_fail');
  return (await toPreRegistrationJson([row], options))[0]!;
}
