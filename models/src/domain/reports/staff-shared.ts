import { Report } from '../../models/report';
import { iso } from '../kernel/index';
import type { ReportedIssueRow } from '../../schemas/reports';
import { reportStatusName } from './shared';

/**
 * The console's reported issues (ADM.k, ACL-13/38, G-39, ADR 056): the spec's messages and the row
 * a super admin reads. Everyone else is refused by the `reported-issues` policy (SA only).
 */
export const REPORTED_MESSAGE = {
  /** ADM-73. */
  retrieveFail: 'reports:console.retrieve_fail',
  /** ADM-75. */
  replySent: 'reports:console.reply_success',
  replyFail: 'reports:fail',
  /** ADM-76. */
  updated: 'reports:console.update_success',
  updateFail: 'reports:console.update_fail',
} as const;

export const REPORTED_SORT_FIELDS = ['created_at', 'id'] as const;
export type ReportedSortField = (typeof REPORTED_SORT_FIELDS)[number];

export type { ReportedIssueRow } from '../../schemas/reports';

export function toReportedRow(report: Report): ReportedIssueRow {
  return {
    id: report.id,
    ref_code: report.ref_code,
    title: report.title,
    status_id: Number(report.status_id),
    status: reportStatusName(report.status_id),
    is_read: Boolean(report.is_read),
    created_at: iso(report.created_at),
    user: report.user ? { id: report.user.id, name: report.user.name, email: report.user.email } : null,
  };
}

/** The console's authorised download of a report's proof file. */
export const reportAttachmentUrl = (reportId: number, attachmentId: number) => `/api/admin/reported-issues/${reportId}/attachments/${attachmentId}`;
