import { AppError } from '../../errors/index';
import { Report } from '../../models/report';
import { ReportAttachment } from '../../models/report-attachment';
import { ReportMessage } from '../../models/report-message';
import { User } from '../../models/user';
import { type Actor, assertAllowed, iso, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import type { ReportedIssueDetail } from '../../schemas/reports';
import { REPORTED_MESSAGE, reportAttachmentUrl, toReportedRow } from './staff-shared';

export type { ReportedIssueDetail } from '../../schemas/reports';

/**
 * ADM-72..74 (ADR 056): one reported issue with its reporter, proofs and replies. Opening it marks it
 * read (ADM-72: the list's unread dot clears). 404 'Fail to retrieve report detail.' for a missing id.
 */
export async function getReportedIssue(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<ReportedIssueDetail> {
  assertAllowed(input.actor, 'reported-issues', 'read', REPORTED_MESSAGE.retrieveFail);
  const id = placeId(input.id);
  const { transaction } = options;
  const report =
    id === null
      ? null
      : await Report.findByPk(id, {
          include: [
            { model: User, as: 'user', attributes: ['id', 'name', 'email', 'contact'], required: false },
            { model: ReportAttachment, as: 'attachments', required: false },
            { model: ReportMessage, as: 'messages', required: false, include: [{ model: User, as: 'user', attributes: ['id', 'name'], required: false }] },
          ],
          transaction,
        });
  if (!report) throw new AppError('NOT_FOUND', REPORTED_MESSAGE.retrieveFail);
  if (!report.is_read) {
    await Report.update({ is_read: true }, { where: { id: report.id }, transaction });
    report.is_read = true;
  }
  const row = toReportedRow(report);
  return {
    ...row,
    message: report.message,
    user: report.user ? { id: report.user.id, name: report.user.name, email: report.user.email, contact: report.user.contact ?? null } : null,
    attachments: [...(report.attachments ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((file) => ({ id: file.id, name: file.original_name || `proof-${file.id}`, mime: file.mime ?? null, url: reportAttachmentUrl(report.id, file.id) })),
    messages: [...(report.messages ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((m) => ({ id: m.id, title: m.title ?? null, message: m.message, created_at: iso(m.created_at), author: m.user?.name ?? null, read_by_customer: m.read_at !== null && m.read_at !== undefined })),
    next_status: row.status === 'Pending' ? 'Solved' : 'Pending',
    can_reply: true,
    can_toggle: true,
  };
}
