import { randomBytes } from 'node:crypto';

export type SlipType = 'jpg' | 'png' | 'pdf';

/** ORD-55: the slip's real type from its first bytes (JPEG FF D8 FF, PNG signature, %PDF-); null otherwise. */
export function slipTypeOf(buffer: Buffer | Uint8Array): SlipType | null {
  const b = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const SLIP_MIME: Record<SlipType, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** `slips/{reference}/{random}.{ext}` — never guessable, never overwritten. */
export const slipKey = (reference: string, type: SlipType) => `slips/${reference}/${randomBytes(16).toString('hex')}.${type}`;
