import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../errors/index';
import { IMPORT_ERROR, IMPORT_MAX_BYTES, XLSX_MAX_ENTRIES, XLSX_MAX_RATIO, XLSX_MAX_UNCOMPRESSED_BYTES } from './shared';

/**
 * What an uploaded portfolio file is, decided from its bytes before any spreadsheet reader sees it
 * (ADR 075): a CSV (UTF-8 or UTF-16 text) or an xlsx whose zip passes the checks below; anything
 * else is refused with a clear message. The name's extension must agree with the content.
 *
 * The xlsx zip is read from its central directory: at most XLSX_MAX_ENTRIES entries, no encryption,
 * no ZIP64, no macro project (vbaProject.bin) or macro-enabled content type (xlsm/xltm), no ActiveX
 * binaries, a workbook part, and every entry is inflated here (counted, never kept) to prove it
 * expands to no more than the size it declares — so the declared sizes, capped in total and in
 * ratio, are the real ones (a zip bomb cannot lie past them).
 */

export type ImportFileKind = 'csv' | 'xlsx';

const refuse = (name: string, code: 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION', params?: Record<string, string | number>) =>
  new AppError(code, IMPORT_ERROR(name), params ? { params } : {});

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

const extensionOf = (name: string): string => {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
};

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

/** The kind of an uploaded file, or an AppError saying why it is refused. */
export async function inspectImportFile(file: { name: string; buffer: Buffer }): Promise<ImportFileKind> {
  const { buffer } = file;
  if (buffer.length === 0) throw refuse('empty');
  if (buffer.length > IMPORT_MAX_BYTES) throw refuse('too_large', 'PAYLOAD_TOO_LARGE', { max: `${IMPORT_MAX_BYTES / 1024 / 1024} MB` });
  const extension = extensionOf(file.name);
  if (['xlsm', 'xltm', 'xlsb', 'xlam'].includes(extension)) throw refuse('macro', 'UNSUPPORTED_MEDIA_TYPE');
  if (extension !== 'xlsx' && extension !== 'csv') throw refuse('wrong_type', 'UNSUPPORTED_MEDIA_TYPE');
  const zip = startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buffer, [0x50, 0x4b, 0x05, 0x06]);
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0])) throw refuse('legacy_excel', 'UNSUPPORTED_MEDIA_TYPE');
  // Text-looking formats that are not a spreadsheet (a PDF, HTML or XML renamed .csv).
  const head = buffer.subarray(0, 64).toString('latin1').trimStart().toLowerCase();
  if (head.startsWith('%pdf-') || head.startsWith('<?xml') || head.startsWith('<!doctype') || head.startsWith('<html') || head.startsWith('{\\rtf')) {
    throw refuse('wrong_type', 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (extension === 'xlsx') {
    if (!zip) throw refuse('wrong_type', 'UNSUPPORTED_MEDIA_TYPE');
    await inspectXlsxZip(buffer);
    return 'xlsx';
  }
  if (zip || !looksLikeText(buffer)) throw refuse('wrong_type', 'UNSUPPORTED_MEDIA_TYPE');
  return 'csv';
}

/** Text: a UTF-16 byte-order mark, or valid UTF-8 without NUL or other control bytes (tab, CR, LF allowed). */
function looksLikeText(buffer: Buffer): boolean {
  if (startsWith(buffer, [0xff, 0xfe]) || startsWith(buffer, [0xfe, 0xff])) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return false;
  }
  for (const byte of buffer) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** Decodes a CSV's bytes (UTF-8 with or without BOM, or UTF-16 with its BOM). */
export function decodeCsv(buffer: Buffer): string {
  if (startsWith(buffer, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (startsWith(buffer, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  return new TextDecoder('utf-8').decode(startsWith(buffer, [0xef, 0xbb, 0xbf]) ? buffer.subarray(3) : buffer);
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressed: number;
  uncompressed: number;
  offset: number;
}

/** The central directory's entries, or 'corrupt' when it cannot be read within the buffer. */
function centralDirectory(buffer: Buffer): { entries: ZipEntry[]; start: number } {
  const corrupt = () => refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE');
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 65535); at -= 1) {
    if (buffer.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw corrupt();
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const start = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw refuse('zip_bomb');
  if (count > XLSX_MAX_ENTRIES) throw refuse('zip_bomb');
  if (start + size > end) throw corrupt();
  const entries: ZipEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== ZIP_CENTRAL) throw corrupt();
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) throw corrupt();
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressed: buffer.readUInt32LE(at + 20),
      uncompressed: buffer.readUInt32LE(at + 24),
      offset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, start };
}

/** The entry's compressed bytes, located through its local header, and where its record ends (after any data descriptor). */
function entryData(buffer: Buffer, entry: ZipEntry): { data: Buffer; end: number } {
  const at = entry.offset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== ZIP_LOCAL) throw refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE');
  const from = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  let end = from + entry.compressed;
  if (end > buffer.length) throw refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE');
  if (entry.flags & 0x8) end += end + 4 <= buffer.length && buffer.readUInt32LE(end) === 0x08074b50 ? 16 : 12;
  return { data: buffer.subarray(from, from + entry.compressed), end };
}

/** Inflates an entry, keeping at most `keep` bytes, refusing it the moment it passes its declared size. */
function inflateEntry(data: Buffer, entry: ZipEntry, keep: number): Promise<Buffer> {
  if (entry.method === 0) {
    if (data.length !== entry.uncompressed) return Promise.reject(refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE'));
    return Promise.resolve(data.subarray(0, keep));
  }
  if (entry.method !== 8) return Promise.reject(refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE'));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    const kept: Buffer[] = [];
    let total = 0;
    let keptBytes = 0;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.uncompressed) return fail(refuse('zip_bomb'));
      if (keptBytes < keep) {
        kept.push(chunk.subarray(0, keep - keptBytes));
        keptBytes += Math.min(chunk.length, keep - keptBytes);
      }
    });
    inflate.on('error', () => fail(refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE')));
    inflate.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(kept));
    });
    inflate.end(data);
  });
}

const MACRO_CONTENT = /macroEnabled|vbaProject|ms-office\.activeX|ms-excel\.(?:addin|sheet\.binary)/i;

async function inspectXlsxZip(buffer: Buffer): Promise<void> {
  const { entries, start } = centralDirectory(buffer);
  let total = 0;
  for (const entry of entries) {
    const name = entry.name.toLowerCase();
    if (name.includes('vbaproject') || name.includes('activex') || name.endsWith('.bin')) throw refuse('macro', 'UNSUPPORTED_MEDIA_TYPE');
    if (entry.flags & 0x1) throw refuse('encrypted', 'UNSUPPORTED_MEDIA_TYPE');
    total += entry.uncompressed;
    if (total > XLSX_MAX_UNCOMPRESSED_BYTES) throw refuse('zip_bomb');
    if (entry.uncompressed > 1024 * 1024 && entry.uncompressed / Math.max(entry.compressed, 1) > XLSX_MAX_RATIO) throw refuse('zip_bomb');
  }
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  if (!types || !entries.some((entry) => entry.name === 'xl/workbook.xml')) throw refuse('wrong_type', 'UNSUPPORTED_MEDIA_TYPE');
  // The entries lie end to end from byte 0 up to the central directory: a streaming reader (ExcelJS
  // reads local headers in order) meets exactly the entries checked here, nothing hidden between them.
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== expected) throw refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE');
    const { data, end } = entryData(buffer, entry);
    const kept = await inflateEntry(data, entry, entry === types ? 256 * 1024 : 0);
    if (entry === types && MACRO_CONTENT.test(kept.toString('utf8'))) throw refuse('macro', 'UNSUPPORTED_MEDIA_TYPE');
    expected = end;
  }
  if (expected !== start) throw refuse('corrupt', 'UNSUPPORTED_MEDIA_TYPE');
}
