import { fn, col, Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { mailTypeLabelKey } from '../../constants/mail-types';
import { AppError } from '../../errors/index';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { type Actor, assertAllowed, type ListResult, type OperationOptions, pageWindow, stableOrder, startsWithAny } from '../kernel/index';
import { placeId } from '../places/index';
import { AUDIT_MAIL_MESSAGE, type AuditMailRow, type AuditMailSortField, toAuditMailRow } from './audit-mail-row';

const filterSchema = z
  .object({
    type: z.string().trim().min(1).max(64).optional(),
    /** 1 delivered, 2 failed (anything not delivered). */
    status: z.coerce.number().int().min(0).max(2).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strip();

/**
 * ADM-80 (ADR 057): the audit mails for SA/AD — reference, recipient, subject, status (1 delivered,
 * otherwise failed), type and date, newest first; filtered by type, status and a search on the
 * reference or the e-mail; paged, sorted and counted in SQL (two queries; migration 0057 indexes
 * (mailable_type, created_at)).
 */
export async function listAuditMails(
  input: { actor: Actor; filter?: Record<string, unknown>; sort?: { field: AuditMailSortField; order: 'ASC' | 'DESC' }; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<AuditMailRow>> {
  assertAllowed(input.actor, 'audit-mails', 'list', AUDIT_MAIL_MESSAGE.retrieveFail);
  const parsed = filterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !['created_at', 'id'].includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) throw new AppError('BAD_REQUEST', AUDIT_MAIL_MESSAGE.retrieveFail);
  const { type, status, q } = parsed.data;
  const conditions: WhereOptions<AuditMail>[] = [];
  if (type) conditions.push({ mailable_type: type });
  if (status === 1) conditions.push({ status: AUDIT_MAIL_STATUS.DELIVERED });
  if (status === 2) conditions.push({ status: { [Op.ne]: AUDIT_MAIL_STATUS.DELIVERED } });
  // ADR 066: the reference (as typed or in capitals) or the e-mail starts with the text — audit_mails_reference_idx, audit_mails_user_email_idx.
  if (q) conditions.push({ [Op.or]: [startsWithAny(['AuditMail.reference'], q), startsWithAny(['AuditMail.reference'], q.toUpperCase()), startsWithAny(['AuditMail.user_email'], q.toLowerCase())] } as WhereOptions<AuditMail>);
  const where = { [Op.and]: conditions } as WhereOptions<AuditMail>;
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    AuditMail.count({ where, transaction }),
    AuditMail.findAll({ where, attributes: { exclude: ['payload'] }, order: stableOrder(sort), offset, limit, transaction }),
  ]);
  return { rows: rows.map((row) => toAuditMailRow(row, input.actor)), total, offset, limit };
}

/** ADM-80: one audit mail (404 when missing). */
export async function getAuditMail(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<AuditMailRow> {
  assertAllowed(input.actor, 'audit-mails', 'read', AUDIT_MAIL_MESSAGE.retrieveFail);
  const id = placeId(input.id);
  const mail = id === null ? null : await AuditMail.findByPk(id, { attributes: { exclude: ['payload'] }, transaction: options.transaction });
  if (!mail) throw new AppError('NOT_FOUND', AUDIT_MAIL_MESSAGE.retrieveFail);
  return toAuditMailRow(mail, input.actor);
}

/** The type filter's choices: the types present, each with its label key (one GROUP BY). */
export async function listAuditMailTypes(input: { actor: Actor }, options: OperationOptions = {}): Promise<{ id: string; label_key: string }[]> {
  assertAllowed(input.actor, 'audit-mails', 'list', AUDIT_MAIL_MESSAGE.retrieveFail);
  const rows = (await AuditMail.findAll({
    where: { mailable_type: { [Op.ne]: null } },
    attributes: ['mailable_type', [fn('COUNT', col('id')), 'n']],
    group: ['mailable_type'],
    raw: true,
    transaction: options.transaction,
  })) as unknown as { mailable_type: string }[];
  return rows.map((row) => ({ id: row.mailable_type, label_key: mailTypeLabelKey(row.mailable_type) })).sort((a, b) => a.id.localeCompare(b.id));
}
