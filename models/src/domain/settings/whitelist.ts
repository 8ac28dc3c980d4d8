import { Op, type Transaction } from 'sequelize';
import { Whitelist } from '../../models/whitelist';
import { EDITOR_MAX_ROWS, whitelistSchema } from '../../schemas/settings';
import { NOT_ALLOWED, pageOf } from './shared';
import { type Actor, assertAllowed, inTransaction, type ListResult, type OperationOptions, orFail, parseInput, writeAudit } from '../kernel/index';

export interface WhitelistJson {
  id: number;
  email: string;
  created_at: string | null;
}

const toJson = (w: Whitelist): WhitelistJson => ({ id: w.id, email: w.email, created_at: w.created_at ? new Date(w.created_at).toISOString() : null });

async function allRows(transaction?: Transaction, page = { offset: 0, limit: EDITOR_MAX_ROWS }): Promise<{ rows: Whitelist[]; total: number }> {
  const [total, rows] = await Promise.all([
    Whitelist.count({ transaction }),
    Whitelist.findAll({ order: [['email', 'ASC']], ...page, transaction }),
  ]);
  return { rows, total };
}

/** ADM-63/65: the whitelisted e-mails, by e-mail. 'Fail to retrieve data'. */
export async function listWhitelist(input: { actor: Actor; offset?: number; limit?: number }, options: OperationOptions = {}): Promise<ListResult<WhitelistJson>> {
  assertAllowed(input.actor, 'whitelists', 'list', NOT_ALLOWED);
  const page = pageOf(input, EDITOR_MAX_ROWS);
  const { rows, total } = await orFail('settings:retrieve_fail', () => allRows(options.transaction, page));
  return { rows: rows.map(toJson), total, ...page };
}

/**
 * ADM-63..65, G-11: stores the whole list (submit replaces it). Each e-mail required and valid, no
 * duplicates; e-mails kept keep their row (and created_at). The audit row names who was added and
 * removed. 'Record update sucessful' / 'Fail to update data'.
 */
export async function replaceWhitelist(input: { actor: Actor; email: unknown }, options: OperationOptions = {}): Promise<{ data: WhitelistJson[]; message: string }> {
  assertAllowed(input.actor, 'whitelists', 'update', NOT_ALLOWED);
  const { email: emails } = parseInput(whitelistSchema, { email: input.email }, 'settings:update_fail');
  const rows = await orFail('settings:update_fail', () =>
    inTransaction(options, async (transaction) => {
      const current = await Whitelist.findAll({ attributes: ['id', 'email'], transaction, lock: transaction.LOCK.UPDATE });
      const wanted = new Set(emails);
      const have = new Set(current.map((w) => w.email));
      const removed = current.filter((w) => !wanted.has(w.email)).map((w) => w.email);
      const added = emails.filter((e) => !have.has(e));
      if (removed.length) await Whitelist.destroy({ where: { email: { [Op.in]: removed } }, transaction });
      if (added.length) await Whitelist.bulkCreate(added.map((email) => ({ email })), { transaction });
      if (removed.length || added.length) {
        await writeAudit(input.actor, { action: 'whitelist.replace', targetType: 'whitelist', targetId: null, before: { removed }, after: { added } }, transaction);
      }
      return (await allRows(transaction)).rows;
    }),
  );
  return { data: rows.map(toJson), message: 'settings:record_update_success' };
}

/** ORD (bypass payment, ADM-65 `GET api/whitelist/{email}`): whether an e-mail is on the whitelist. */
export async function isWhitelisted(email: string, options: OperationOptions = {}): Promise<boolean> {
  if (typeof email !== 'string' || email.trim() === '') return false;
  return Whitelist.isWhitelisted(email, { transaction: options.transaction });
}
