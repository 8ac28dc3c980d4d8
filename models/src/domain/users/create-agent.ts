import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { agentSchema, type AgentPayload } from '../../schemas/users';
import type { Transaction } from 'sequelize';
import type { UserMutationResult } from './create-accountant';
import { CREATED_FIELDS } from './create-accountant';
import { issueSetPasswordToken, oneUserJson, sendSetPasswordMail } from './shared';
import { type Actor, afterCommit, assertAllowed, inTransaction, type OperationOptions, parseInput, snapshot, validationError, writeAudit } from '../kernel/index';

export interface CreateAgentInput extends Partial<Record<keyof AgentPayload, unknown>> {
  actor: Actor;
}

/** The columns an agent form writes (commission as DECIMAL(5,2) text). */
export function agentColumns(data: AgentPayload) {
  return {
    email: data.email,
    name: data.name,
    contact: data.contact ?? null,
    company: data.company,
    commission_rate: data.commission_rate.toFixed(2),
    country_id: data.country_id,
    meps_code: data.meps_code ?? null,
    bank_name: data.bank_name ?? null,
    bank_acc: data.bank_acc ?? null,
    paypal_email: data.paypal_email ?? null,
  };
}

/** Cross-row rules of the agent form: unique e-mail, existing country, usable pre-registration. */
export async function checkAgentReferences(
  data: AgentPayload,
  failKey: string,
  transaction: Transaction,
  selfId: number | null,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const existing = await User.findByEmail(data.email, { transaction });
  if (existing && existing.id !== selfId) fieldErrors.email = ['users:validation.email_taken'];
  if (!(await Country.findByPk(data.country_id, { transaction, attributes: ['id'] }))) fieldErrors.country_id = ['users:validation.country_id_invalid'];
  if (data.preregister_agent_id !== undefined) {
    const pre = await PreRegistration.findByPk(data.preregister_agent_id, { transaction, attributes: ['id'] });
    if (!pre) fieldErrors.preregister_agent_id = ['users:validation.preregister_agent_id_invalid'];
    else {
      const taken = await User.findOne({ where: { preregister_agent_id: data.preregister_agent_id }, attributes: ['id'], transaction });
      if (taken && taken.id !== selfId) fieldErrors.preregister_agent_id = ['users:validation.preregister_agent_id_taken'];
    }
  }
  if (Object.keys(fieldErrors).length) throw validationError(failKey, fieldErrors);
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * ADM-12…17 with G-22: a new agent (role 3, type Agent, status 5, no password; a set-password
 * link is e-mailed). Created from a pre-registration (ADM-16/21), the pre-registration's name, e-mail
 * and contact fill the fields left empty and preregister_agent_id is stored.
 * 'Agent created successfully' / 'Fail to create agent' (⚑AMB-18).
 */
export async function createAgent(input: CreateAgentInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'agents', 'create');
  const { actor, ...raw } = input;
  const fields: Record<string, unknown> = { ...raw };
  const preId = Number(raw.preregister_agent_id);
  if (!blank(raw.preregister_agent_id) && Number.isInteger(preId) && preId > 0) {
    const pre = await PreRegistration.findByPk(preId, { transaction: options.transaction });
    if (pre) {
      if (blank(fields.email)) fields.email = pre.email;
      if (blank(fields.name)) fields.name = pre.name;
      if (blank(fields.contact)) fields.contact = pre.contact;
    }
  }
  const data = parseInput(agentSchema, fields, 'users:create_agent_fail');
  const { user, link } = await inTransaction(options, async (transaction) => {
    await checkAgentReferences(data, 'users:create_agent_fail', transaction, null);
    const user = await User.create(
      {
        ...agentColumns(data),
        preregister_agent_id: data.preregister_agent_id ?? null,
        type: 'Agent',
        role_id: ROLE.AGENT,
        status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED,
        password: null,
      },
      { transaction },
    );
    const link = await issueSetPasswordToken(user, transaction);
    await writeAudit(actor, { action: 'agent.create', targetType: 'user', targetId: user.id, after: snapshot(user, CREATED_FIELDS) }, transaction);
    return { user, link };
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'users:create_agent_fail', { cause: error });
  });
  const mail = await afterCommit(options, () => sendSetPasswordMail(user, link));
  return { message: 'users:agent_created', user: await oneUserJson(user, input.actor, options.transaction), mailDelivered: mail?.delivered };
}
