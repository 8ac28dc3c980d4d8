export { createReport, type CreateReportInput } from './create-report';
export { emptyReportsPage, listMyReports, type MyReportJson, type MyReportsPage } from './list-my-reports';
export { markReportRepliesRead } from './mark-report-replies-read';
export { readReportAttachment } from './read-report-attachment';
export { newReportRefCode, REPORT_FAIL, REPORT_FILE_FAIL, REPORT_LIST_FAIL, REPORT_SENT, reportStatusName } from './shared';
