import { ROLE, type RouteEntry } from '@iprenew/models';

/** A report's proof file (POR-54, G-45, ADR 043): the members' route; the operation lets the report's owner only read it. */
export const REPORT_ATTACHMENT_ROUTE: RouteEntry = {
  key: 'dashboard.report.attachment',
  path: '/dashboard/report/attachments/:id',
  app: 'remix',
  access: [ROLE.MEMBER],
  spec: 'report attachments [{id, url}] (POR-54, G-45 authorised download)',
};
