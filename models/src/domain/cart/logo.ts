import { randomBytes } from 'node:crypto';
import { LOGO_MAX_BYTES } from '../../schemas/cart';
import { fileTypeOf } from '../../storage/file-type';
import { getStorage } from '../../storage/index';

/** An uploaded file as the pages hand it over. */
export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mime?: string | null;
}

export const LOGO_TYPE_ERROR = 'orders:request.validation.logo_type';
export const LOGO_SIZE_ERROR = 'orders:request.validation.logo_size';

/** The image format by its first bytes (never by the name or the browser's type). */
export function imageFormatOf(buffer: Buffer): 'png' | 'jpg' | null {
  const type = fileTypeOf(buffer);
  return type === 'png' || type === 'jpg' ? type : null;
}

/**
 * POR-18, POR-49: a logo is a .png, .jpeg or .jpg file whose content is a PNG or JPEG image, at most
 * 1 MB. Returns the error message key, or null when it is fine.
 */
export function logoError(file: UploadedFile): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1]?.toLowerCase();
  if (!extension || !['png', 'jpg', 'jpeg'].includes(extension) || imageFormatOf(file.buffer) === null) return LOGO_TYPE_ERROR;
  if (file.buffer.length > LOGO_MAX_BYTES) return LOGO_SIZE_ERROR;
  return null;
}

/** Stores a checked logo under `logos/requests/{userId}/{random}.{ext}` (a new key each time; never overwrites). */
export async function storeLogo(userId: number, file: UploadedFile): Promise<string> {
  const key = `logos/requests/${userId}/${randomBytes(12).toString('hex')}.${imageFormatOf(file.buffer)}`;
  await getStorage().putFile(key, file.buffer);
  return key;
}

/** Removes a logo stored by an operation that then failed (best effort). */
export async function discardLogo(key: string | null): Promise<void> {
  if (!key) return;
  await getStorage()
    .remove(key)
    .catch(() => false);
}
