import { z } from 'zod';

/**
 * The customer's feedback form (POR-52..54, G-39, ADR 043). Browser-safe; messages are keys of the
 * `reports` namespace. Title and message are required (the staff reply's rule, ADM-75: min 4); the
 * proof files — images or PDF by content, one to REPORT_FILES_MAX, each within the configured upload
 * size (ADR 036) — are checked by the operation.
 */
const msg = (name: string) => ({ error: `reports:validation.${name}` });
const required = (name: string) => ({ ...msg(name), abort: true });

export const REPORT_TITLE_MAX = 191;
export const REPORT_MESSAGE_MAX = 5000;
/** At most this many proof files per report. */
export const REPORT_FILES_MAX = 5;
/** The proof types (by content): images and PDF. */
export const REPORT_FILE_TYPES = ['jpg', 'png', 'pdf'] as const;
export const REPORT_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
/** G-38: `RPT` + 8 upper-case alphanumerics. */
export const REPORT_REF_CODE = /^RPT[A-Z0-9]{8}$/;
/** The customer's list: page sizes (G-13). */
export const REPORT_PAGE_SIZES = [5, 10, 25] as const;

export const reportSchema = z.object({
  title: z.string(msg('title_required')).trim().min(1, required('title_required')).min(4, msg('title_min')).max(REPORT_TITLE_MAX, msg('title_max')),
  message: z
    .string(msg('message_required'))
    .trim()
    .min(1, required('message_required'))
    .min(4, msg('message_min'))
    .max(REPORT_MESSAGE_MAX, msg('message_max')),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** ADM-75, G-39: a staff reply to a report — title and message required, min 4 (the form's own rules). */
export const reportReplySchema = reportSchema;
export type ReportReplyInput = z.infer<typeof reportReplySchema>;

/** ADM-71, ⚑AMB-07: the console's ticket filter — 1 Pending, 2 Solved (stored 0 / 1). */
export const REPORT_TICKET_FILTER = { 1: 0, 2: 1 } as const;

/** A reported issue as the console lists it (ADM-71; GET /api/admin/reported-issues). */
export interface ReportedIssueRow {
  id: number;
  ref_code: string;
  title: string;
  status_id: number;
  status: 'Pending' | 'Solved';
  /** ADM-71: the unread dot shows while this is false. */
  is_read: boolean;
  created_at: string | null;
  user: { id: number; name: string; email: string } | null;
}

/** One reported issue as the console's detail reads it (ADM-74; GET /api/admin/reported-issues/:id). */
export interface ReportedIssueDetail extends Omit<ReportedIssueRow, 'user'> {
  message: string;
  /** ADM-74: the reporter's name, e-mail and contact. */
  user: { id: number; name: string; email: string; contact: string | null } | null;
  attachments: { id: number; name: string; mime: string | null; url: string }[];
  /** G-39: the staff replies, oldest first, with whether the customer has read each. */
  messages: { id: number; title: string | null; message: string; created_at: string | null; author: string | null; read_by_customer: boolean }[];
  /** The status the toggle sets (ADM-76). */
  next_status: 'Pending' | 'Solved';
  can_reply: boolean;
  can_toggle: boolean;
}
