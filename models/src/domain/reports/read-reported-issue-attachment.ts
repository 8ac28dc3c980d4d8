import { AppError } from '../../errors/index';
import { ReportAttachment } from '../../models/report-attachment';
import { getStorage } from '../../storage/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import { REPORT_FILE_FAIL } from './shared';

/**
 * ADM-74, G-45 (ADR 056): a report's proof file for the super admin (the `reported-issues` read
 * right), from storage, never a public folder. The file must belong to that report; otherwise 404.
 */
export async function readReportedIssueAttachment(
  input: { actor: Actor; reportId: unknown; attachmentId: unknown },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; filename: string; contentType: string }> {
  assertAllowed(input.actor, 'reported-issues', 'read', REPORT_FILE_FAIL);
  const reportId = placeId(input.reportId);
  const id = placeId(input.attachmentId);
  const file = reportId === null || id === null ? null : await ReportAttachment.findOne({ where: { id, report_id: reportId }, transaction: options.transaction });
  const buffer = file ? await getStorage().getFile(file.path).catch(() => null) : null;
  if (!file || !buffer) throw new AppError('NOT_FOUND', REPORT_FILE_FAIL);
  return { buffer, filename: file.original_name || `proof-${file.id}`, contentType: file.mime || 'application/octet-stream' };
}
