import type { Transaction } from 'sequelize';
import { SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { OPEN_RENEWAL_STATUSES } from './rules';

/** Whether a renewal application of this IP is still open (Renewal Ordered through Certificate Ready): one indexed COUNT. */
export async function hasOpenRenewal(ipId: number, transaction?: Transaction): Promise<boolean> {
  const open = await Application.count({ where: { ip_id: ipId, service_id: SERVICE.RENEWAL, status_id: [...OPEN_RENEWAL_STATUSES] }, transaction });
  return open > 0;
}
