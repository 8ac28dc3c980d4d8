import { IpRecord } from '../../models/ip-record';
import type { IpRecordRowJson } from '../../schemas/ip-records';
import { type Actor, assertAllowed, type ListResult, type OperationOptions, pageWindow } from '../kernel/index';
import { countMostlyEqual } from '../kernel/counts';
import { ipRecordQuery } from './list-query';
import { ipRecordRows, NOT_ALLOWED } from './shared';

export interface ListIpRecordsInput {
  actor: Actor;
  /** ADM-23: {type_id (1 the Trademark list, 2 the Patent list; both when absent), q, country_id, multiclass_no, status (1 Success, 2 Pending, 3 Fail), whitelist, visibility, date_from, date_to}. */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  offset?: number;
  limit?: number;
}

/**
 * ADM-22..25: one page of the staff trademark or patent list — filtered, sorted, paged and counted in
 * the database, each row with its owner, country, latest application and the staff actions (can_*).
 */
export async function listIpRecords(input: ListIpRecordsInput, options: OperationOptions = {}): Promise<ListResult<IpRecordRowJson>> {
  assertAllowed(input.actor, 'ip-records', 'list', NOT_ALLOWED);
  const { where, pageWhere, include, order, filtered } = ipRecordQuery(input.filter, input.sort);
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, ips] = await Promise.all([
    // Unfiltered, nearly every record is an 'ip' one (the rest are searches): all records less the others (ADR 081).
    filtered ? IpRecord.count({ where, include, transaction }) : countMostlyEqual(IpRecord, 'model_type', 'ip', { transaction }),
    IpRecord.findAll({ where: pageWhere, include, order, offset, limit, transaction }),
  ]);
  return { rows: await ipRecordRows(ips, input.actor, transaction), total, offset, limit };
}
