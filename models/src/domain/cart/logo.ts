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

/** Stores a checked logo under `{folder}/{random}.{ext}` (a new key each time; never overwrites). */
async function storeLogoIn(folder: string, file: UploadedFile): Promise<string> {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${imageFormatOf(file.buffer)}`;
  await getStorage().putFile(key, file.buffer);
  return key;
}

/** A request's logo: `logos/requests/{userId}/…`. */
export const storeLogo = (userId: number, file: UploadedFile): Promise<string> => storeLogoIn(`logos/requests/${userId}`, file);

/** An IP record's logo (the agent's upload AGT-16, the console's POR-19): `logos/ips/{ipId}/…`. */
export const storeIpLogo = (ipId: number, file: UploadedFile): Promise<string> => storeLogoIn(`logos/ips/${ipId}`, file);

/** A stored logo with its image type by content, or null when there is none or it is unreadable. */
export async function readLogo(path: string | null | undefined): Promise<{ buffer: Buffer; contentType: 'image/png' | 'image/jpeg' } | null> {
  if (!path) return null;
  const buffer = await getStorage()
    .getFile(path)
    .catch(() => null);
  const format = buffer ? imageFormatOf(buffer) : null;
  return buffer && format ? { buffer, contentType: format === 'png' ? 'image/png' : 'image/jpeg' } : null;
}

/** Removes a logo stored by an operation that then failed (best effort). */
export async function discardLogo(key: string | null): Promise<void> {
  if (!key) return;
  await getStorage()
    .remove(key)
    .catch(() => false);
}
