import { Op } from 'sequelize';
import { APPLICATION_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { CartItem } from '../../models/cart-item';
import { IpRecord } from '../../models/ip-record';
import { JOB_LIST_STATUSES } from '../applications/job-lists';
import { CUSTOMER_STATUS_FILTERS } from '../applications/list-customer-applications';
import { MEMBER_IN_PROGRESS_CODE } from '../../schemas/portfolio';
import type { Actor, OperationOptions } from '../kernel/index';
import { countOf as count, countTogetherFor } from '../kernel/counts';
import { openDeliveries } from './notification-summary';

/**
 * The numbers on the Remix dashboard overview (ACL-20, D1§2 "three cards"), read from the database
 * for the signed-in user only (ownership: user_id for members, agent_id for agents).
 *
 * Member: IP records (active), applications In Progress (the application list's code 5: In Progress
 * and Pending Assign, so the card counts what its link opens, ADR 040), certificate ready, IPs labelled Renewal Notification
 * (POR-2, G-31), completed, deliveries not yet delivered, cart items. Agent (AGT-1): the jobs in
 * progress (the Jobs List's statuses), completed jobs, deliveries of assigned jobs not yet delivered
 * (the Delivery List's status 1, ⚑AMB-41). Other roles: nothing (their overview is the console).
 */
export type DashboardSummary =
  | { kind: 'member'; ipRecords: number; inProgress: number; certificateReady: number; renewalNotification: number; completed: number; pendingDelivery: number; cart: number }
  | { kind: 'agent'; assignedJobs: number; completedJobs: number; deliveriesToUpdate: number }
  | { kind: 'none' };

/** All of a role's numbers in one statement, written once per role (kernel/counts.ts countTogetherFor, issue 17). */
export async function dashboardSummary({ actor: user }: { actor: Actor }, { transaction }: OperationOptions = {}): Promise<DashboardSummary> {
  if (user.role_id === ROLE.MEMBER) {
    const counts = await countTogetherFor(
      'dashboard:member',
      user.id,
      (owner) => {
        const mine = { user_id: owner };
        return {
          ipRecords: count(IpRecord, { where: { ...mine, status: 1 } }),
          inProgress: count(Application, { where: { ...mine, status_id: { [Op.in]: [...CUSTOMER_STATUS_FILTERS[MEMBER_IN_PROGRESS_CODE]!] } } }),
          certificateReady: count(Application, { where: { ...mine, status_id: APPLICATION_STATUS.CERTIFICATE_READY } }),
          // POR-2, G-31: active IP records carrying the Renewal Notification label.
          renewalNotification: count(IpRecord, { where: { ...mine, status: 1, renewal_notification_at: { [Op.ne]: null } } }),
          completed: count(Application, { where: { ...mine, status_id: APPLICATION_STATUS.COMPLETED } }),
          pendingDelivery: openDeliveries(mine),
          cart: count(CartItem, { where: mine }),
        };
      },
      { transaction },
    );
    return { kind: 'member', ...counts };
  }
  if (user.role_id === ROLE.AGENT) {
    const counts = await countTogetherFor(
      'dashboard:agent',
      user.id,
      (owner) => {
        const mine = { agent_id: owner };
        return {
          assignedJobs: count(Application, { where: { ...mine, status_id: { [Op.in]: [...JOB_LIST_STATUSES.jobs] } } }),
          completedJobs: count(Application, { where: { ...mine, status_id: APPLICATION_STATUS.COMPLETED } }),
          deliveriesToUpdate: openDeliveries(mine),
        };
      },
      { transaction },
    );
    return { kind: 'agent', ...counts };
  }
  return { kind: 'none' };
}
