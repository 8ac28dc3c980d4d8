/**
 * Enumerations of the specification (requirements.md §2.30–§2.39). Browser-safe: no Node imports.
 */
export const ROLE = { SUPER_ADMIN: 1, ADMIN: 2, AGENT: 3, MEMBER: 4, ACCOUNTANT: 5 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Super Admin',
  2: 'Admin',
  3: 'Agent',
  4: 'Member',
  5: 'Accountant',
};
export const STAFF_ROLES: readonly RoleId[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT];

export const USER_STATUS = {
  UNVERIFIED: 0,
  ACTIVE: 1,
  UNVERIFIED_LEGACY: 2,
  FIRST_LOGIN_PROFILE: 4,
  PASSWORD_CHANGE_REQUIRED: 5,
  BLOCKED: 999,
} as const;
export type UserStatusId = (typeof USER_STATUS)[keyof typeof USER_STATUS];
export const USER_STATUS_NAMES: Record<UserStatusId, string> = {
  0: 'Unverified',
  1: 'Active',
  2: 'Unverified',
  4: 'Profile Required',
  5: 'Password Change Required',
  999: 'Blocked',
};

export const USER_TYPES = ['Agent', 'Company', 'Personal'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SERVICE = { SEARCH: 1, APPLICATION: 2, RENEWAL: 3, DELIVERY: 4 } as const;
export type ServiceId = (typeof SERVICE)[keyof typeof SERVICE];
export const SERVICE_NAMES: Record<ServiceId, string> = { 1: 'Search', 2: 'Application', 3: 'Renewal', 4: 'Delivery' };

export const IP_TYPE = { TRADEMARK: 1, PATENT: 2 } as const;
export type IpTypeId = (typeof IP_TYPE)[keyof typeof IP_TYPE];
export const IP_TYPE_NAMES: Record<IpTypeId, string> = { 1: 'Trademark', 2: 'Patent' };

/** Application statuses: ids 1–6 are fixed by the customer filter codes; 7–15 are the G-02 proposal. */
export const APPLICATION_STATUS = {
  FILED: 1,
  CERTIFICATE_READY: 2,
  RENEWAL_ORDERED: 3,
  PENDING_VERIFICATION: 4,
  IN_PROGRESS: 5,
  CANCELLED: 6,
  COMPLETED: 7,
  PENDING_ASSIGN: 8,
  OFFICIAL_ACTION: 9,
  ACCEPTED: 10,
  ACCEPTANCE: 11,
  GAZETTE: 12,
  CERTIFICATE: 13,
  RENEWAL_NOTIFICATION: 14,
  OPPOSITION: 15,
} as const;
export type ApplicationStatusId = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
/** The stored name of each application status (§2.31); customers see labels from the enums namespace. */
export const APPLICATION_STATUS_NAMES: Record<ApplicationStatusId, string> = {
  1: 'Filed',
  2: 'Certificate Ready',
  3: 'Renewal Ordered',
  4: 'Pending Verification',
  5: 'In Progress',
  6: 'Cancelled',
  7: 'Completed',
  8: 'Pending Assign',
  9: 'Official Action',
  10: 'Accepted',
  11: 'Acceptance',
  12: 'Gazette',
  13: 'Certificate',
  14: 'Renewal Notification',
  15: 'Opposition',
};

export const FRONTEND_RULE_FLAGS = [
  'report_ready',
  'filed',
  'official_action',
  'accepted',
  'acceptance',
  'gazette',
  'certificate',
  'renewal_notification',
  'opposition',
  'upload_sd',
  'payment',
  'download_sd',
] as const;
export type FrontendRuleFlag = (typeof FRONTEND_RULE_FLAGS)[number];
export type FrontendRules = Partial<Record<FrontendRuleFlag, boolean>>;

export const PAYMENT_STATUS = { FAIL: 0, SUCCESS: 1, PENDING: 2 } as const;
export const PAYMENT_METHODS = ['stripe', 'paypal', 'paylater', 'bypass'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_TYPES = ['Paypal', 'Stripe'] as const;

export const SLIP_STATUS = { SUBMITTED: 0, VERIFIED: 1, REJECTED: 2 } as const;

export const ORDER_STATUS = { PENDING: 0, PAID: 1, CANCELLED: 2, FAILED: 3, EXPIRED: 4 } as const;

export const FILE_STATUS = { HIDDEN: 0, VISIBLE: 1, LOCKED: 2 } as const;

export const VOUCHER_STATUS = { AVAILABLE: 0, USED: 1, EXPIRED: 3 } as const;
export const VOUCHER_STATUS_FILTER_ALL = 2;
export const VOUCHER_TYPES = ['Value', 'Percentage'] as const;

export const REPORT_STATUS = { PENDING: 0, SOLVED: 1 } as const;

export const ORDER_TYPES = ['normal', 'request renewal'] as const;
export const MODEL_TYPES = ['ip', 'search'] as const;

export const FEE_TYPES = [
  'tm_not_expired',
  'tm_expired_6m',
  'tm_expired_1y',
  'pt_not_due',
  'pt_near_due',
  'pt_overdue',
  'search',
  'application',
  'delivery_fee',
] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** '2nd_year_granted' … '20th_year_granted' (19 values, CAT-34). */
const ordinal = (n: number) => `${n}${n === 2 || n === 22 ? 'nd' : n === 3 || n === 23 ? 'rd' : 'th'}`;
export const YEAR_GRANTED_VALUES: readonly string[] = Array.from({ length: 19 }, (_, i) => `${ordinal(i + 2)}_year_granted`);

export const PUBLISH_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;
/** G-10: processing → success | fail; a success becomes 'expired' when its file is purged (ADR 037). */
export const EXPORT_STATUSES = ['processing', 'success', 'fail', 'expired'] as const;
/** G-10: export files are kept this many days after the export was requested (purgeExpiredExports). */
export const EXPORT_RETENTION_DAYS = 30;
/** G-44: audit mail rows are kept 12 months (the purge-audit-mails job removes older ones). */
export const AUDIT_MAIL_RETENTION_MONTHS = 12;
export const PAYOUT_CHANNELS = ['bank', 'paypal'] as const;

export const LANGUAGES = ['en', 'bm', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['MYR', 'SGD', 'USD', 'EUR', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'MYR';
export const CURRENCY_SYMBOLS: Record<Currency, string> = { MYR: 'RM', SGD: 'S$', USD: 'US$', EUR: '€', CNY: 'CN¥' };

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * SYS-4: alerts clear after 1 second — the console's notifications, and the Remix app's confirmations
 * after a redirect; each waits while the pointer is over it or it holds focus (ADR 064).
 */
export const ALERT_CLEAR_MS = 1000;

/** SYS-13: scroll handling runs at most once per 66 ms; the navbar changes colour once the page is scrolled past 10 px. */
export const SCROLL_THROTTLE_MS = 66;
export const NAVBAR_SCROLL_THRESHOLD = 10;
export const SORT_OPTIONS = ['newest', 'oldest', 'AtoZ', 'ZtoA', 'new_expiry', 'old_expiry'] as const;

/** Kuala Lumpur: every display and calendar threshold (defined with the display formats, templates/src/format.ts). */
export { DISPLAY_TIME_ZONE } from '@iprenew/templates/format';
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
export { AUDIT_ACTIONS, auditActionLabelKey, type AuditAction } from './audit-actions';
export { MAIL_TYPES, mailTypeLabelKey, type MailType } from './mail-types';
export { isJobName, JOB_NAMES, type JobName } from './jobs';
