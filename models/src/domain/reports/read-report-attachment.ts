import { AppError } from '../../errors/index';
import { Report } from '../../models/report';
import { ReportAttachment } from '../../models/report-attachment';
import { getStorage } from '../../storage/index';
import { isSystemActor, type Actor, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import { REPORT_FILE_FAIL } from './shared';
import { ROLE } from '../../constants/index';

/**
 * readReportAttachment (POR-54, G-45, ADR 043): a proof file of a report, for the report's owner only.
 * Anyone else's, a missing one, or any other role: 404 (it does not reveal that it exists). The
 * console's reported-issue screens read files through their own authorised resource.
 */
export async function readReportAttachment(
  input: { actor: Actor; attachmentId: unknown },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; filename: string; contentType: string }> {
  const { actor } = input;
  const id = placeId(input.attachmentId);
  if (!actor || isSystemActor(actor) || Number(actor.role_id) !== ROLE.MEMBER || id === null) throw new AppError('NOT_FOUND', REPORT_FILE_FAIL);
  const file = await ReportAttachment.findOne({
    where: { id },
    include: [{ model: Report, as: 'report', where: { user_id: actor.id }, attributes: [], required: true }],
    transaction: options.transaction,
  });
  if (!file) throw new AppError('NOT_FOUND', REPORT_FILE_FAIL);
  const buffer = await getStorage()
    .getFile(file.path)
    .catch(() => null);
  if (!buffer) throw new AppError('NOT_FOUND', REPORT_FILE_FAIL);
  return { buffer, filename: file.original_name || `proof-${file.id}`, contentType: file.mime || 'application/octet-stream' };
}
