/** A reported issue as /api/admin/reported-issues answers it: the shared shapes (models/src/schemas/reports.ts). */
export type { ReportedIssueDetail, ReportedIssueRow } from '@iprenew/models/browser';
