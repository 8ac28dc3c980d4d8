import { randomBytes } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { APPLICATION_STATUS, FILE_STATUS, ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { ApplicationFile } from '../../models/application-file';
import { Configuration } from '../../models/configuration';
import { APPLICATION_FILE_TYPES, FILE_NAME_MAX, MB_BYTES, UPLOAD_MAX_MB_CEILING, UPLOAD_MAX_MB_DEFAULT, UPLOAD_MAX_MB_KEY } from '../../schemas/application-files';
import { fileTypeOf, type FileType } from '../../storage/file-type';
import { placeId } from '../places/index';
import { type Actor, isSystemActor } from '../kernel/index';

/**
 * The files card's shared rules (AGT-28..34, G-16, G-45): who reads and who manages an
 * application's files, the upload check (type by content, the configured size), the stored key.
 */

/** The spec's failure messages (AGT-29..32), word for word in the catalogue. */
export const FILE_FAIL = {
  add: 'files:fail.upload',
  hide: 'files:fail.remove',
  restore: 'files:fail.recover',
  reupload: 'files:fail.update',
  read: 'files:fail.read',
} as const;
export type FileFailKey = (typeof FILE_FAIL)[keyof typeof FILE_FAIL] | 'files:logo.fail';

/** What the reader is to the application: its manager (the assigned agent, or SA/AD — G-16) or its owner (read-only). */
export type FileReader = 'agent' | 'staff' | 'owner';

const STAFF_ROLES: readonly number[] = [ROLE.SUPER_ADMIN, ROLE.ADMIN];

/**
 * The application `actor` may see the files of, and as whom: the assigned agent (their own job only:
 * another agent's is 404, like a missing one), SA/AD (any), the owning customer (their own). Everyone
 * else — accountants, the system, another customer — is 404 too (it does not reveal that it exists).
 */
export async function findFilesApplication(
  actor: Actor,
  applicationId: unknown,
  fail: FileFailKey,
  transaction?: Transaction,
  /** Read the IP record's logo and country with it (the file list's logo and SD template). */
  withIp = false,
): Promise<{ application: Application; reader: FileReader }> {
  const id = placeId(applicationId);
  if (!actor || isSystemActor(actor) || id === null) throw new AppError('NOT_FOUND', fail);
  const role = Number(actor.role_id);
  const where =
    role === ROLE.AGENT ? { id, agent_id: actor.id } : role === ROLE.MEMBER ? { id, user_id: actor.id } : STAFF_ROLES.includes(role) ? { id } : null;
  const include = withIp ? [{ model: IpRecord, as: 'ip', attributes: ['id', 'path', 'country_id'] }] : [];
  const application = where ? await Application.findOne({ where, include, transaction }) : null;
  if (!application) throw new AppError('NOT_FOUND', fail);
  return { application, reader: role === ROLE.AGENT ? 'agent' : role === ROLE.MEMBER ? 'owner' : 'staff' };
}

/** The application a manager may change files of: the owner is refused (403, read-only, G-16). */
export async function findManagedApplication(actor: Actor, applicationId: unknown, fail: FileFailKey, transaction?: Transaction): Promise<{ application: Application; reader: Exclude<FileReader, 'owner'> }> {
  const found = await findFilesApplication(actor, applicationId, fail, transaction);
  if (found.reader === 'owner') throw new AppError('FORBIDDEN', fail);
  return found as { application: Application; reader: Exclude<FileReader, 'owner'> };
}

/**
 * One file of an application the actor may manage, locked for the change (FOR UPDATE). The file must
 * belong to `applicationId` when one is given (the page's URL), else 404.
 */
export async function findManagedFile(
  actor: Actor,
  input: { fileId: unknown; applicationId?: unknown },
  fail: FileFailKey,
  transaction: Transaction,
): Promise<{ file: ApplicationFile; application: Application; reader: Exclude<FileReader, 'owner'> }> {
  const fileId = placeId(input.fileId);
  if (fileId === null) throw new AppError('NOT_FOUND', fail);
  const file = await ApplicationFile.findByPk(fileId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!file) throw new AppError('NOT_FOUND', fail);
  if (input.applicationId !== undefined && placeId(input.applicationId) !== file.application_id) throw new AppError('NOT_FOUND', fail);
  const { application, reader } = await findManagedApplication(actor, file.application_id, fail, transaction);
  return { file, application, reader };
}

/** POR-51, G-16: the customer sees a file unless it is hidden (status 0) or hidden from them (is_hidden). */
export const visibleToOwner = (file: Pick<ApplicationFile, 'status_id' | 'is_hidden'>): boolean => Number(file.status_id) !== FILE_STATUS.HIDDEN && !file.is_hidden;

/** Files may be added to an application until it is cancelled. */
export const acceptsFiles = (application: Pick<Application, 'status_id'>): boolean => Number(application.status_id) !== APPLICATION_STATUS.CANCELLED;

/** The configured upload size in bytes (ADR 036: `upload_max_mb`, default 10, at most the ceiling). */
export async function uploadMaxBytes(transaction?: Transaction): Promise<number> {
  return (await uploadMaxMb(transaction)) * MB_BYTES;
}

export async function uploadMaxMb(transaction?: Transaction): Promise<number> {
  const value = Number(await Configuration.readValue<unknown>(UPLOAD_MAX_MB_KEY, UPLOAD_MAX_MB_DEFAULT, { transaction }));
  return Number.isInteger(value) && value >= 1 && value <= UPLOAD_MAX_MB_CEILING ? value : UPLOAD_MAX_MB_DEFAULT;
}

/** An upload as the pages hand it over. */
export interface ApplicationUpload {
  buffer: Buffer | Uint8Array;
  filename?: string | null;
}

export type UploadProblem = 'required' | 'size' | 'type';

/** AGT-20, AGT-28: pdf, doc or docx by content (or `types`: the report's proofs, ADR 043), at most `maxBytes`; the problem, or the type. */
export function checkUpload(
  file: ApplicationUpload | null | undefined,
  maxBytes: number,
  types: readonly FileType[] = APPLICATION_FILE_TYPES,
): { type: FileType } | { problem: UploadProblem } {
  const buffer = file?.buffer;
  if (!buffer || buffer.byteLength === 0) return { problem: 'required' };
  if (buffer.byteLength > maxBytes) return { problem: 'size' };
  const type = fileTypeOf(buffer);
  if (!type || !types.includes(type)) return { problem: 'type' };
  return { type };
}

/** The field error of an upload problem (`files` namespace). */
export const UPLOAD_PROBLEM_KEY: Record<UploadProblem, string> = {
  required: 'files:validation.file_required',
  size: 'files:validation.file_size',
  type: 'files:validation.file_type',
};

/** A new storage key under the application's folder: every upload gets its own, nothing is ever overwritten. */
export const newFileKey = (applicationId: number, type: FileType): string => `applications/${applicationId}/${randomBytes(16).toString('hex')}.${type}`;

/** The name the files card shows: the sender's file name without any path, else `fallback.type`. */
export function displayName(name: string | null | undefined, type: FileType, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, FILE_NAME_MAX);
  return base || `${fallback}.${type}`;
}
