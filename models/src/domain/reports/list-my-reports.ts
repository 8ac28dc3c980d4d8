import { Report } from '../../models/report';
import { ReportAttachment } from '../../models/report-attachment';
import { ReportMessage } from '../../models/report-message';
import { REPORT_PAGE_SIZES } from '../../schemas/reports';
import { type Actor, iso, type OperationOptions, orFail } from '../kernel/index';
import { assertReporter, REPORT_LIST_FAIL, reportStatusName } from './shared';

/** POR-54: a report as its owner sees it — attachments by id (the page builds the authorised URL), staff replies oldest first. */
export interface MyReportJson {
  id: number;
  ref_code: string;
  title: string;
  message: string;
  status: { id: number; name: 'Pending' | 'Solved' };
  created_at: string | null;
  attachments: { id: number; name: string }[];
  replies: { id: number; title: string | null; message: string; created_at: string | null; unread: boolean }[];
}

export interface MyReportsPage {
  rows: MyReportJson[];
  total: number;
  page: number;
  perPage: number;
}

const pageSize = (perPage: unknown): number => {
  const raw = Number(perPage);
  return (REPORT_PAGE_SIZES as readonly number[]).includes(raw) ? raw : 5;
};

/** The page shown when the list cannot be read (SYS-7). */
export function emptyReportsPage(perPage?: unknown): MyReportsPage {
  return { rows: [], total: 0, page: 1, perPage: pageSize(perPage) };
}

/**
 * listMyReports (POR-54, G-39, ADR 043): the customer's own reports, newest first, paged in the
 * database (5/10/25, default 5) — three queries whatever the page: the count, the page, and its
 * attachments and replies. A reply not yet seen is flagged `unread` (markReportRepliesRead clears it).
 */
export async function listMyReports(input: { actor: Actor; page?: unknown; perPage?: unknown }, options: OperationOptions = {}): Promise<MyReportsPage> {
  assertReporter(input.actor, REPORT_LIST_FAIL);
  const perPage = pageSize(input.perPage);
  const pageRaw = Math.trunc(Number(input.page));
  return orFail(REPORT_LIST_FAIL, async () => {
    const where = { user_id: input.actor.id };
    const transaction = options.transaction;
    const total = await Report.count({ where, transaction });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = Number.isFinite(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, lastPage) : 1;
    const reports = await Report.findAll({
      where,
      order: [['created_at', 'DESC'], ['id', 'DESC']],
      offset: (page - 1) * perPage,
      limit: perPage,
      transaction,
    });
    const ids = reports.map((report) => report.id);
    const [attachments, replies] = ids.length
      ? await Promise.all([
          ReportAttachment.findAll({ where: { report_id: ids }, attributes: ['id', 'report_id', 'original_name'], order: [['id', 'ASC']], transaction }),
          ReportMessage.findAll({ where: { report_id: ids }, order: [['created_at', 'ASC'], ['id', 'ASC']], transaction }),
        ])
      : [[], []];
    const rows = reports.map<MyReportJson>((report) => ({
      id: report.id,
      ref_code: report.ref_code,
      title: report.title,
      message: report.message,
      status: { id: Number(report.status_id), name: reportStatusName(report.status_id) },
      created_at: iso(report.created_at),
      attachments: attachments.filter((file) => file.report_id === report.id).map((file) => ({ id: file.id, name: file.original_name || `#${file.id}` })),
      replies: replies
        .filter((reply) => reply.report_id === report.id)
        .map((reply) => ({ id: reply.id, title: reply.title, message: reply.message, created_at: iso(reply.created_at), unread: !reply.read_at })),
    }));
    return { rows, total, page, perPage };
  });
}
