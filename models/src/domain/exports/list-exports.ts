import { Op, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { ExportFile } from '../../models/export-file';
import { EXPORT_SORT_FIELDS, exportListFilterSchema, type ExportRowJson } from '../../schemas/exports';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { EXPORT_NOT_FOUND, EXPORT_READ_FAIL, exportRows } from './shared';

/** G-10, ADM (export list): the exports, newest first, filtered by status and file name, paged and counted in the database. */
export async function listExports(
  input: { actor: Actor; filter?: Record<string, unknown>; sort?: { field: string; order: string }; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<ExportRowJson>> {
  assertAllowed(input.actor, 'exports', 'list');
  const parsed = exportListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(EXPORT_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', EXPORT_READ_FAIL);
  }
  const and: unknown[] = [];
  if (parsed.data.status) and.push({ status: parsed.data.status });
  if (parsed.data.q) and.push(likeAny(['filename'], parsed.data.q));
  const where = { [Op.and]: and } as WhereOptions<ExportFile>;
  const order: SortOrder = stableOrder(sort as { field: string; order: 'ASC' | 'DESC' });
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, files] = await Promise.all([ExportFile.count({ where, transaction }), ExportFile.findAll({ where, order, offset, limit, transaction })]);
  return { rows: await exportRows(files, transaction), total, offset, limit };
}

/** One export (GET /api/admin/exports/:id). */
export async function getExport(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<ExportRowJson> {
  assertAllowed(input.actor, 'exports', 'read');
  const file = Number.isInteger(input.id) && input.id > 0 ? await ExportFile.findByPk(input.id, { transaction: options.transaction }) : null;
  if (!file) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  return (await exportRows([file], options.transaction))[0]!;
}
