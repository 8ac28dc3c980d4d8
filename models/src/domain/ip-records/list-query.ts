import { literal, Op, type FindOptions, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { IP_OUTCOME, IP_RECORD_SORT_FIELDS, ipRecordListFilterSchema, type IpRecordSortField } from '../../schemas/ip-records';
import { codeStartsWith, klDayEnd, klDayStart, nameMatches, userEmailStartsWith } from '../kernel/index';
import { IP_NUMBER_COLUMNS, LIST_FAIL } from './shared';

/**
 * The staff IP lists' query (ADM-23, ADM-24), built once for the list and for its Excel export: the
 * filters become one WHERE (the outcome through the latest application, the whitelist through the
 * owner's e-mail, both subqueries), the sort one ORDER BY with the id as a tie-breaker. A filter or
 * sort outside the schema is refused with 'Fail to retrieve list' (ADM-25).
 */
export interface IpRecordQuery {
  /** The rows of the list (counted, exported). */
  where: WhereOptions<IpRecord>;
  /** The same rows, written for reading one page in the sort's order. */
  pageWhere: WhereOptions<IpRecord>;
  include: FindOptions['include'];
  order: SortOrder;
  /** False when every 'ip' record is in the list (no filter, no search). */
  filtered: boolean;
}

const LATEST_STATUS = '(SELECT `a`.`status_id` FROM `applications` AS `a` WHERE `a`.`ip_id` = `IpRecord`.`id` ORDER BY `a`.`id` DESC LIMIT 1)';
const HAS_APPLICATION = 'EXISTS (SELECT 1 FROM `applications` AS `a` WHERE `a`.`ip_id` = `IpRecord`.`id`)';
const WHITELISTED_OWNER = '`IpRecord`.`user_id` IN (SELECT `u`.`id` FROM `users` AS `u` INNER JOIN `whitelists` AS `w` ON `w`.`email` = `u`.`email`)';

/** A Kuala Lumpur calendar day's first instant. */

/** The index that reads one type's records in a sort's order (migrations 0062, 0066; created_at and status: 0038's). */
export function ipSortIndex(field: IpRecordSortField): string {
  if (field === 'id') return 'ips_kind_type_idx';
  if (field === 'created_at' || field === 'status') return `ips_model_type_type_id_${field}_idx`;
  return `ips_kind_type_${field}_idx`;
}

export function ipRecordQuery(filter: unknown, sort?: { field: string; order: string }): IpRecordQuery {
  const parsed = ipRecordListFilterSchema.safeParse(filter ?? {});
  const wanted = sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(IP_RECORD_SORT_FIELDS as readonly string[]).includes(wanted.field) || !['ASC', 'DESC'].includes(wanted.order)) {
    throw new AppError('BAD_REQUEST', LIST_FAIL);
  }
  const f = parsed.data;
  const and: unknown[] = [];
  if (f.type_id !== undefined) and.push({ type_id: f.type_id });
  if (f.country_id !== undefined) and.push({ country_id: f.country_id });
  if (f.multiclass_no !== undefined) and.push({ multiclass_no: f.multiclass_no });
  if (f.user_id !== undefined) and.push({ user_id: f.user_id });
  if (f.visibility) and.push({ status: f.visibility === 'active' ? 1 : 0 });
  if (f.renewal_notification) and.push({ renewal_notification_at: { [Op.ne]: null } });
  if (f.date_from) and.push({ created_at: { [Op.gte]: klDayStart(f.date_from) } });
  if (f.date_to) and.push({ created_at: { [Op.lt]: klDayEnd(f.date_to) } });
  if (f.status === IP_OUTCOME.SUCCESS) and.push(literal(`${LATEST_STATUS} = ${APPLICATION_STATUS.COMPLETED}`));
  if (f.status === IP_OUTCOME.FAIL) and.push(literal(`${LATEST_STATUS} = ${APPLICATION_STATUS.CANCELLED}`));
  if (f.status === IP_OUTCOME.PENDING) {
    and.push(literal(`(${HAS_APPLICATION} AND ${LATEST_STATUS} NOT IN (${APPLICATION_STATUS.COMPLETED}, ${APPLICATION_STATUS.CANCELLED}))`));
  }
  if (f.whitelist === true) and.push(literal(WHITELISTED_OWNER));
  if (f.whitelist === false) and.push(literal(`NOT (${WHITELISTED_OWNER})`));
  // ADR 066: numbers and the owner's e-mail from their start, the applicant's and the owner's names by any word.
  if (f.q) {
    and.push({
      [Op.or]: [
        codeStartsWith(IP_NUMBER_COLUMNS.map((name) => `IpRecord.${name}`), f.q),
        nameMatches('IpRecord.id', 'ips', f.q),
        userEmailStartsWith('IpRecord.user_id', f.q),
        nameMatches('IpRecord.user_id', 'users', f.q),
      ],
    });
  }
  const field = wanted.field as IpRecordSortField;
  const direction = wanted.order as 'ASC' | 'DESC';
  const order: SortOrder = [[field, direction]];
  if (field !== 'id') order.push(['id', direction]);
  return {
    where: { [Op.and]: [{ model_type: 'ip' }, ...and] } as WhereOptions<IpRecord>,
    // Nearly every row is an 'ip' record (the rest are searches). With a type, the (model_type,
    // type_id, sort) indexes read a page in order (0062, 0066). Without one, the page checks the kind on
    // the rows it reads in its sort's own index: the unary + keeps SQLite, which has no statistics, from
    // choosing a kind index and sorting the whole table (the count keeps the kind index: it is covering).
    pageWhere: { [Op.and]: [f.type_id !== undefined ? { model_type: 'ip' } : literal("+`IpRecord`.`model_type` = 'ip'"), ...and] } as WhereOptions<IpRecord>,
    // The search reads the owner through subqueries; rows read owners separately.
    include: [],
    order,
    filtered: and.length > 0,
  };
}
