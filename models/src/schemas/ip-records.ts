import { z } from 'zod';
import { IP_TYPE, YEAR_GRANTED_VALUES } from '../constants/index';
import { blank, numeric } from './preprocess';

/**
 * The console's IP records (ADM.d, ADM-22..30): the list filters, the edit and transfer payloads and
 * the row JSON. Browser-safe. Messages are i18n keys of the `ip-records` namespace.
 */

export const ipRecordsMessage = (key: string): string => `ip-records:validation.${key}`;

/** ADM-24 ⚑AMB-10: the admin IP list's outcome filter, read on the IP's latest application. */
export const IP_OUTCOME = { SUCCESS: 1, PENDING: 2, FAIL: 3 } as const;
export type IpOutcome = (typeof IP_OUTCOME)[keyof typeof IP_OUTCOME];

/** ip_records.status (ADM-26): 1 active, 0 hidden by staff. `visibility` filters on it. */
export const IP_VISIBILITY = ['active', 'hidden'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.number().int().positive();

/** ADM-23: type (the Trademark and Patent lists each fix theirs), number search, country, class, outcome status, whitelisted owner, created date range, visibility. */
export const ipRecordListFilterSchema = z.object({
  type_id: z.preprocess(numeric, z.union([z.literal(IP_TYPE.TRADEMARK), z.literal(IP_TYPE.PATENT)]).optional()),
  q: z.preprocess(blank, z.string().trim().max(191).optional()),
  country_id: z.preprocess(numeric, id.optional()),
  multiclass_no: z.preprocess(numeric, z.number().int().min(1).max(45).optional()),
  status: z.preprocess(numeric, z.union([z.literal(1), z.literal(2), z.literal(3)]).optional()),
  whitelist: z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : blank(v)), z.boolean().optional()),
  visibility: z.preprocess(blank, z.enum(IP_VISIBILITY).optional()),
  renewal_notification: z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : blank(v)), z.boolean().optional()),
  user_id: z.preprocess(numeric, id.optional()),
  date_from: z.preprocess(blank, isoDay.optional()),
  date_to: z.preprocess(blank, isoDay.optional()),
});
export type IpRecordListFilter = z.infer<typeof ipRecordListFilterSchema>;
export const IP_RECORD_SORT_FIELDS = ['id', 'created_at', 'expiry_date', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id', 'multiclass_no', 'status'] as const;
export type IpRecordSortField = (typeof IP_RECORD_SORT_FIELDS)[number];

const optionalText = (field: string, max: number) =>
  z.preprocess(blank, z.string({ error: ipRecordsMessage(`${field}_invalid`) }).trim().max(max, ipRecordsMessage(`${field}_max`)).nullable().optional());
const optionalDay = (field: string) => z.preprocess(blank, isoDay.refine((d) => !Number.isNaN(Date.parse(d)), ipRecordsMessage(`${field}_invalid`)).nullable().optional());

/** ADM-27: the fields staff may edit on an IP record (the whole record as the console sends it; others are ignored). */
export const updateIpRecordSchema = z.object({
  application_name: optionalText('application_name', 191),
  filing_no: optionalText('filing_no', 64),
  application_no: optionalText('application_no', 64),
  grant_no: optionalText('grant_no', 64),
  filing_date: optionalDay('filing_date'),
  grant_date: optionalDay('grant_date'),
  expiry_date: optionalDay('expiry_date'),
  country_id: z.preprocess(numeric, z.number({ error: ipRecordsMessage('country_id_invalid') }).int().positive(ipRecordsMessage('country_id_invalid')).optional()),
  multiclass_no: z.preprocess(numeric, z.number({ error: ipRecordsMessage('multiclass_no_invalid') }).int().min(1, ipRecordsMessage('multiclass_no_invalid')).max(45, ipRecordsMessage('multiclass_no_invalid')).nullable().optional()),
  multiclass_name: optionalText('multiclass_name', 2000),
  latest_application_year_granted: z.preprocess(
    blank,
    z.string().refine((v) => YEAR_GRANTED_VALUES.includes(v), ipRecordsMessage('latest_application_year_granted_invalid')).nullable().optional(),
  ),
  description: optionalText('description', 2000),
  is_english_only: z.preprocess((v) => (v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : blank(v)), z.boolean().optional()),
});
export type UpdateIpRecordPayload = z.infer<typeof updateIpRecordSchema>;

/**
 * ADM-28/29: transfer to an existing client ({user_id}) or to a new one ({email, name}): the e-mail
 * must be valid and the name at least 3 characters.
 */
export const transferIpRecordSchema = z.union([
  z.object({ user_id: z.preprocess(numeric, z.number({ error: ipRecordsMessage('user_id_required') }).int().positive(ipRecordsMessage('user_id_required'))) }),
  z.object({
    email: z.preprocess(
      blank,
      z.string({ error: ipRecordsMessage('email_required') }).trim().toLowerCase().max(191, ipRecordsMessage('email_max')).email(ipRecordsMessage('email_invalid')),
    ),
    name: z.preprocess(
      blank,
      z.string({ error: ipRecordsMessage('name_required') }).trim().min(3, ipRecordsMessage('name_min')).max(191, ipRecordsMessage('name_max')),
    ),
  }),
]);
export type TransferIpRecordPayload = z.infer<typeof transferIpRecordSchema>;

/** One row of the staff IP lists and the detail (GET /api/admin/ip-records[/:id]). */
export interface IpRecordRowJson {
  id: number;
  type_id: number;
  model_type: string;
  user_id: number;
  owner: { id: number; name: string; email: string } | null;
  is_whitelist: boolean;
  country_id: number;
  country: { id: number; name: string; iso2: string | null } | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  filing_date: string | null;
  grant_date: string | null;
  expiry_date: string | null;
  application_name: string | null;
  multiclass_no: number | null;
  multiclass_name: string | null;
  latest_application_year_granted: string | null;
  description: string | null;
  is_english_only: boolean;
  /** ADM-26: 1 active, 0 hidden. */
  status: number;
  has_logo: boolean;
  logo_url: string | null;
  latest: { id: number; reference: string; status_id: number | null; status_name: string | null; service_id: number; rating: number | null; agent: { id: number; name: string } | null } | null;
  /** ADM-24: 1 Success, 2 Pending, 3 Fail, from the latest application; null without one. */
  outcome: number | null;
  renewal_notification_at: string | null;
  can_hide: boolean;
  can_restore: boolean;
  can_transfer: boolean;
  can_set_renewal_notification: boolean;
  created_at: string | null;
  updated_at: string | null;
}

/** The console URL of an IP record's logo (served through an authorised route). */
export const ipLogoUrlOf = (id: number): string => `/api/admin/ip-records/${id}/logo`;
