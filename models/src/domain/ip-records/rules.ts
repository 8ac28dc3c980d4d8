import { APPLICATION_STATUS, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { addCalendarYears, PATENT_DATE_WINDOW_YEARS } from '../../schemas/patent-years';

/**
 * The IP record's rules, decided once (ADR 028): may the owner request a renewal (issue 13,
 * `can_request_renewal`), may staff hide / restore / transfer it (ADM-26, ADM-28), may someone set the
 * Renewal Notification label (G-31), and the list's outcome of its latest application (ADM-24
 * ⚑AMB-10). Pure: the operations read the rows and ask here; the screens show the answers as can_*.
 */

/** What the rules read of an IP record. */
export interface IpFacts {
  user_id: number;
  type_id: number;
  model_type: string;
  /** 1 active, 0 hidden by staff. */
  status: number;
  grant_date?: string | null;
  filing_date?: string | null;
  latest_application_year_granted?: string | null;
  renewal_notification_at?: Date | string | null;
}

/** What the rules read of the acting user. */
export interface ActorFacts {
  id: number;
  role_id: number;
}

/** A renewal application still open on an IP: Renewal Ordered through Certificate Ready. */
export const OPEN_RENEWAL_STATUSES: readonly number[] = [
  APPLICATION_STATUS.RENEWAL_ORDERED,
  APPLICATION_STATUS.PENDING_VERIFICATION,
  APPLICATION_STATUS.PENDING_ASSIGN,
  APPLICATION_STATUS.IN_PROGRESS,
  APPLICATION_STATUS.FILED,
  APPLICATION_STATUS.OFFICIAL_ACTION,
  APPLICATION_STATUS.CERTIFICATE_READY,
];

export const isOpenRenewal = (application: { service_id: number; status_id: number | null }): boolean =>
  application.service_id === SERVICE.RENEWAL && application.status_id !== null && OPEN_RENEWAL_STATUSES.includes(application.status_id);

/** The last patent year, or a patent whose term (20 years from its grant or filing date) has run out. */
export function isPastRenewalWindow(ip: IpFacts, today: string): boolean {
  if (ip.type_id !== IP_TYPE.PATENT) return false;
  if (ip.latest_application_year_granted === '20th_year_granted') return true;
  const base = ip.grant_date ?? ip.filing_date ?? null;
  return base !== null && addCalendarYears(base, PATENT_DATE_WINDOW_YEARS) <= today;
}

/** What renewalRefusal reads besides the record (renewalContext loads it). */
export interface RenewalContext {
  /** A renewal application of the IP is open (Renewal Ordered through Certificate Ready). */
  openRenewal: boolean;
  /** The customer's cart already holds a renewal line of the IP (ADR 044). */
  inCart?: boolean;
  today: string;
}

/**
 * Why the actor may not request a renewal of this IP now (a message key), or null when they may:
 * the owner (a customer), an active IP record (not a search), within the 20-year window, no renewal
 * application on that IP still open (Renewal Ordered through Certificate Ready) and none in the cart
 * already (ADR 044).
 */
export function renewalRefusal(ip: IpFacts, actor: ActorFacts, context: RenewalContext): string | null {
  if (actor.role_id !== ROLE.MEMBER || ip.user_id !== actor.id || ip.status !== 1 || ip.model_type !== 'ip') return 'orders:cart.ip_not_found';
  if (context.openRenewal) return 'orders:cart.renewal_ordered';
  if (context.inCart) return 'orders:cart.renewal_in_cart';
  if (isPastRenewalWindow(ip, context.today)) return 'orders:cart.renewal_not_offered';
  return null;
}

export const canRequestRenewal = (ip: IpFacts, actor: ActorFacts, context: RenewalContext): boolean =>
  renewalRefusal(ip, actor, context) === null;

const isStaff = (actor: ActorFacts) => actor.role_id === ROLE.SUPER_ADMIN || actor.role_id === ROLE.ADMIN;

/** ADM-26: hide an active record, restore a hidden one (staff; the caller checked the permission). */
export const canHide = (ip: IpFacts): boolean => ip.status === 1;
export const canRestore = (ip: IpFacts): boolean => ip.status === 0;
/** ADM-28: an active IP record (not a search) changes owner. */
export const canTransfer = (ip: IpFacts): boolean => ip.status === 1 && ip.model_type === 'ip';

/** What the Renewal Notification rule reads of the IP's latest application. */
export interface LatestApplicationFacts {
  status_id: number | null;
  agent_id: number | null;
  /** G-59: the agent's settlement proof for it is outstanding (the agent's buttons are off). */
  proof_outstanding?: boolean;
}

/**
 * G-31: 'Set Renewal Notification' — staff, or the agent assigned to the IP's latest application, on
 * an active IP whose latest application is Completed and that has no label yet. The agent not while
 * their settlement proof for that application is outstanding (G-59).
 */
export function canSetRenewalNotification(ip: IpFacts, latest: LatestApplicationFacts | null, actor: ActorFacts): boolean {
  if (ip.status !== 1 || ip.model_type !== 'ip' || ip.renewal_notification_at) return false;
  if (!latest || Number(latest.status_id) !== APPLICATION_STATUS.COMPLETED) return false;
  return isStaff(actor) || (actor.role_id === ROLE.AGENT && latest.agent_id === actor.id && !latest.proof_outstanding);
}

