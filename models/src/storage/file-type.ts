/**
 * The one file-type sniffer (issue 12 §6): an upload's real type from its first bytes — JPEG
 * FF D8 FF, the PNG signature, %PDF- — never from its name or the browser's claim. Null otherwise.
 */
export type FileType = 'jpg' | 'png' | 'pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function fileTypeOf(buffer: Buffer | Uint8Array): FileType | null {
  const b = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const FILE_MIME: Record<FileType, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
