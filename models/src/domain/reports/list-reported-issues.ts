import { Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { AppError } from '../../errors/index';
import { Report } from '../../models/report';
import { User } from '../../models/user';
import { REPORT_TICKET_FILTER } from '../../schemas/reports';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { REPORTED_MESSAGE, type ReportedIssueRow, type ReportedSortField, toReportedRow } from './staff-shared';

const filterSchema = z
  .object({
    /** ⚑AMB-07: 1 Pending, 2 Solved; absent or 0 = all. */
    status: z.coerce.number().int().min(0).max(2).optional(),
    q: z.string().trim().max(100).optional(),
  })
  .strip();

/**
 * ADM-71, ADM-73 (ADR 056): the reported issues for the super admin — reference, title, status, date
 * and the reporter, newest first, filtered by ticket status (1 Pending / 2 Solved) and a search on the
 * reference or title, paged, sorted and counted in SQL (two queries whatever the page; the
 * (status_id, created_at) index). 'Fail to retrieve report detail.' on a bad filter or sort.
 */
export async function listReportedIssues(
  input: { actor: Actor; filter?: Record<string, unknown>; sort?: { field: ReportedSortField; order: 'ASC' | 'DESC' }; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<ReportedIssueRow>> {
  assertAllowed(input.actor, 'reported-issues', 'list', REPORTED_MESSAGE.retrieveFail);
  const parsed = filterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !['created_at', 'id'].includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) throw new AppError('BAD_REQUEST', REPORTED_MESSAGE.retrieveFail);
  const { status, q } = parsed.data;
  const conditions: WhereOptions<Report>[] = [];
  if (status === 1 || status === 2) conditions.push({ status_id: REPORT_TICKET_FILTER[status] });
  if (q) conditions.push(likeAny(['Report.ref_code', 'Report.title'], q) as WhereOptions<Report>);
  const where = { [Op.and]: conditions } as WhereOptions<Report>;
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    Report.count({ where, transaction }),
    Report.findAll({
      where,
      include: [{ model: User, as: 'user', attributes: ['id', 'name', 'email'], required: false }],
      order: stableOrder(sort),
      offset,
      limit,
      transaction,
    }),
  ]);
  return { rows: rows.map(toReportedRow), total, offset, limit };
}
