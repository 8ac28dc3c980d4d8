import { literal, Op, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { DELIVERY_STATUS_FILTER } from '../../schemas/deliveries';

/**
 * The delivery machine (DLV-2, DLV-7, DLV-8, issue 13 §1), the one place that decides what may happen
 * to a delivery. Pure: the operations and the pages' `can_*` flags both ask it.
 *
 *   Pending (no tracking number) ──dispatch──▶ Delivering ──receive──▶ Delivered
 *      └──────────────cancel (its application was cancelled, G-49)──────────┘ ▶ Cancelled
 *
 * `dispatch` (courier + tracking number, min 3 each — DLV-5..7) is taken by the assigned agent or
 * SA/AD; in Delivering the same action corrects the courier or tracking number (no new mail).
 * `receive` (DLV-8/9) is the owning customer's. `cancel` is the system's, inside cancelApplication.
 */
export type DeliveryState = 'pending' | 'delivering' | 'delivered' | 'cancelled';
export type DeliveryAction = 'dispatch' | 'receive' | 'cancel';

export interface DeliveryStateColumns {
  tracking_no: string | null;
  is_delivered: boolean | number;
  cancelled_at: Date | string | null;
}

export function deliveryStateOf(row: DeliveryStateColumns): DeliveryState {
  if (row.cancelled_at) return 'cancelled';
  if (row.is_delivered) return 'delivered';
  return row.tracking_no ? 'delivering' : 'pending';
}

/** The table: state → action → target state. Anything not here is refused (409). */
export const DELIVERY_MOVES: Readonly<Record<DeliveryState, Partial<Record<DeliveryAction, DeliveryState>>>> = {
  pending: { dispatch: 'delivering', cancel: 'cancelled' },
  delivering: { dispatch: 'delivering', receive: 'delivered', cancel: 'cancelled' },
  delivered: {},
  cancelled: {},
};

export function deliveryTargetOf(state: DeliveryState, action: DeliveryAction): DeliveryState | null {
  return DELIVERY_MOVES[state][action] ?? null;
}

/**
 * Open = still to deliver (Pending or Delivering), as SQL: what a cancelled application's cancel
 * closes, the list's "to deliver" filter, and what the dashboards and notification dots count.
 */
export const openDeliveryCondition = (): { cancelled_at: null; is_delivered: false } => ({ cancelled_at: null, is_delivered: false });

/**
 * The same condition checked on each row already found by another index (one owner's or one agent's
 * applications' deliveries): the unary + keeps SQLite, which plans without statistics, from reading
 * every open delivery of every owner by the state index first (issue 17: counts flat with the data).
 */
export const openDeliveryOnRows = () => literal("+`Delivery`.`cancelled_at` IS NULL AND +`Delivery`.`is_delivered` = 0");

/** What the pages show, by who looks: the tracking action (agent/staff) and mark received (owner). */
export interface DeliveryFlags {
  can_update_tracking: boolean;
  can_mark_received: boolean;
}

export type DeliveryViewer = 'worker' | 'owner';

export function deliveryFlagsFor(state: DeliveryState, viewer: DeliveryViewer): DeliveryFlags {
  return {
    can_update_tracking: viewer === 'worker' && deliveryTargetOf(state, 'dispatch') !== null,
    can_mark_received: viewer === 'owner' && deliveryTargetOf(state, 'receive') !== null,
  };
}

/** The SQL condition of a state (the list's filter and the conditional updates). */
export function stateCondition(state: DeliveryState): WhereOptions {
  switch (state) {
    case 'cancelled':
      return { cancelled_at: { [Op.ne]: null } };
    case 'delivered':
      return { cancelled_at: null, is_delivered: true };
    case 'delivering':
      return { ...openDeliveryCondition(), tracking_no: { [Op.ne]: null } };
    case 'pending':
      return { ...openDeliveryCondition(), tracking_no: null };
  }
}

/** DLV-1's status filter as SQL (0 all → no condition). */
export function statusFilterCondition(status: number | undefined): WhereOptions | null {
  switch (status) {
    case DELIVERY_STATUS_FILTER.OPEN:
      return openDeliveryCondition();
    case DELIVERY_STATUS_FILTER.PENDING:
      return stateCondition('pending');
    case DELIVERY_STATUS_FILTER.DELIVERING:
      return stateCondition('delivering');
    case DELIVERY_STATUS_FILTER.DELIVERED:
      return stateCondition('delivered');
    case DELIVERY_STATUS_FILTER.CANCELLED:
      return stateCondition('cancelled');
    default:
      return null;
  }
}

/**
 * G-37, DLV-11..16 (ACL-52): who may ask for delivery of an application's physical documents and
 * when — the owning customer, once the application is Certificate Ready or Completed, and while no
 * other delivery of it is open (in a cart, in an unpaid order, or paid and not yet delivered).
 */
export const DELIVERY_REQUEST_STATUSES: readonly number[] = [APPLICATION_STATUS.CERTIFICATE_READY, APPLICATION_STATUS.COMPLETED];

export type DeliveryRequestRefusal = 'status' | 'open';

export function deliveryRequestRefusal(application: { status_id: number | null }, openRequests: number): DeliveryRequestRefusal | null {
  if (application.status_id === null || !DELIVERY_REQUEST_STATUSES.includes(Number(application.status_id))) return 'status';
  return openRequests > 0 ? 'open' : null;
}

export const canRequestDelivery = (application: { status_id: number | null }, openRequests: number): boolean =>
  deliveryRequestRefusal(application, openRequests) === null;
