import { Op, type Order as SqlOrder, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { Delivery } from '../../models/delivery';
import { DELIVERY_SORT_FIELDS, deliveryListFilterSchema, type DeliverySortField } from '../../schemas/deliveries';
import { type Actor, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { statusFilterCondition } from './rules';
import { applicationScopeOf, DELIVERY_LIST_FAIL, deliveryIncludes, type DeliveryJson, toDeliveryJson } from './shared';

export interface ListDeliveriesInput {
  actor: Actor;
  /** DLV-1: {status: 0 all | 1 to deliver | 2 Pending | 3 Delivering | 4 Delivered | 5 Cancelled, q} */
  filter?: Record<string, unknown>;
  sort?: { field: DeliverySortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

const SEARCHED = ['Delivery.courier', 'Delivery.tracking_no', 'order.reference', 'application.reference', 'application->ip.filing_no', 'application->ip.application_no', 'application->ip.application_name'];

/**
 * DLV-1/3 (ACL-29, ACL-62): one page of the deliveries the actor may see — an agent those of the
 * applications assigned to them, a customer their own, SA/AD all — filtered on the machine's state
 * and searched in SQL, counted in SQL, newest first by default; two queries whatever the page size.
 * Bad parameters: 'Fail to retrieve list'.
 */
export async function listDeliveries(input: ListDeliveriesInput, options: OperationOptions = {}): Promise<ListResult<DeliveryJson>> {
  const { where: applicationWhere, viewer } = applicationScopeOf(input.actor, DELIVERY_LIST_FAIL);
  const parsed = deliveryListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(DELIVERY_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', DELIVERY_LIST_FAIL);
  }
  const conditions: WhereOptions[] = [];
  const state = statusFilterCondition(parsed.data.status);
  if (state) conditions.push(state);
  if (parsed.data.q) conditions.push(likeAny(SEARCHED, parsed.data.q));
  const where = { [Op.and]: conditions } as WhereOptions<Delivery>;
  const order: SqlOrder = stableOrder(sort);
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const include = deliveryIncludes(applicationWhere);
  const [total, rows] = await Promise.all([
    Delivery.count({ where, include, distinct: true, col: 'id', transaction }),
    Delivery.findAll({ where, include, order, offset, limit, subQuery: false, transaction }),
  ]);
  return { rows: rows.map((row) => toDeliveryJson(row, viewer)), total, offset, limit };
}
