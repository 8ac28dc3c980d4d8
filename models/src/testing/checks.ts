import { isAppError, type AppError } from '../errors/index';
import { AuditLog } from '../models/audit-log';

/** The AppError a promise rejects with; fails when it resolves or rejects with anything else. */
export async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** The latest audit_logs row of an action. */
export const lastAudit = (action: string): Promise<AuditLog | null> => AuditLog.findOne({ where: { action }, order: [['id', 'DESC']] });

/** Small files with the right magic bytes, for uploads (slips, documents). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
