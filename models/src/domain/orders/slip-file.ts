import { randomBytes } from 'node:crypto';
import type { FileType } from '../../storage/file-type';

/** `slips/{reference}/{random}.{ext}` — never guessable, never overwritten. */
export const slipKey = (reference: string, type: FileType) => `slips/${reference}/${randomBytes(16).toString('hex')}.${type}`;
