/**
 * The one file-type sniffer (issue 12 §6, issue 13): an upload's real type from its content — JPEG
 * FF D8 FF, the PNG signature, %PDF-, a Word 97–2003 document (an OLE compound file holding a
 * `WordDocument` stream) and a Word document (a ZIP whose central directory lists `word/` entries) —
 * never from its name or the browser's claim. Null otherwise (an Excel sheet in an OLE or ZIP
 * container, an arbitrary ZIP, text…).
 */
export type FileType = 'jpg' | 'png' | 'pdf' | 'doc' | 'docx';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The Word binary's main stream name as the compound file's directory stores it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** At most this many central-directory entries are read (a docx has a few dozen). */
const ZIP_MAX_ENTRIES = 10_000;

export function fileTypeOf(buffer: Buffer | Uint8Array): FileType | null {
  const b = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (b.length >= 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.length >= 512 && b.subarray(0, 8).equals(OLE_SIGNATURE) && b.includes(WORD_STREAM)) return 'doc';
  if (b.length >= 30 && b.readUInt32LE(0) === ZIP_LOCAL && zipEntryNames(b).some((name) => name.startsWith('word/'))) return 'docx';
  return null;
}

/** The entry names of a ZIP's central directory (empty when the archive is malformed). */
function zipEntryNames(b: Buffer): string[] {
  const end = findEndOfCentralDirectory(b);
  if (end < 0) return [];
  const count = Math.min(b.readUInt16LE(end + 10), ZIP_MAX_ENTRIES);
  let at = b.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== ZIP_CENTRAL) return [];
    const nameLength = b.readUInt16LE(at + 28);
    const extraLength = b.readUInt16LE(at + 30);
    const commentLength = b.readUInt16LE(at + 32);
    if (at + 46 + nameLength > b.length) return [];
    names.push(b.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The offset of the End Of Central Directory record: within the last 22 + 65,535 bytes (the comment). */
function findEndOfCentralDirectory(b: Buffer): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let at = b.length - 22; at >= stop; at--) {
    if (b.readUInt32LE(at) === ZIP_END) return at;
  }
  return -1;
}

export const FILE_MIME: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
