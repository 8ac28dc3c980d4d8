import { AppError } from '../../errors/index';
import { getStorage } from '../../storage/index';
import { findOwnLine } from './get-cart-item';
import { imageFormatOf } from './logo';
import { getMyRequest } from './list-my-requests';
import { assertMember, type CartOptions } from './shared';
import { type Actor } from '../kernel/index';

export interface LogoFile {
  buffer: Buffer;
  contentType: 'image/png' | 'image/jpeg';
}

async function readImage(key: string | null | undefined): Promise<LogoFile> {
  if (!key) throw new AppError('NOT_FOUND', 'orders:request.not_found');
  const buffer = await getStorage()
    .getFile(key)
    .catch(() => null);
  const format = buffer ? imageFormatOf(buffer) : null;
  if (!buffer || !format) throw new AppError('NOT_FOUND', 'orders:request.not_found');
  return { buffer, contentType: format === 'png' ? 'image/png' : 'image/jpeg' };
}

/** The logo of one of the customer's own request lines in the cart (never someone else's: 404). */
export async function readCartLineLogo(input: { actor: Actor; id: number }, options: CartOptions = {}): Promise<LogoFile> {
  assertMember(input.actor);
  const line = await findOwnLine(input.actor, input.id, options);
  return readImage(line.request?.logo);
}

/** The logo of one of the customer's own search requests / applications (POR-37, POR-40). */
export async function readRequestLogo(input: { actor: Actor; service_id: number; id: number }, options: CartOptions = {}): Promise<LogoFile> {
  const entry = await getMyRequest(input, options);
  return readImage(entry.logo);
}
