import { isAppError, type AppError } from '../errors/index';
import { getSequelize } from '../db/database';
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

/** Counts the SQL statements `fn` runs (the query-count checks: a page's count does not grow with its rows). */
export async function queriesOf(fn: () => Promise<unknown>): Promise<number> {
  const sequelize = getSequelize();
  let count = 0;
  sequelize.addHook('beforeQuery', 'count-queries', () => {
    count += 1;
  });
  try {
    await fn();
  } finally {
    sequelize.removeHook('beforeQuery', 'count-queries');
  }
  return count;
}

/** The latest audit_logs row of an action. */
export const lastAudit = (action: string): Promise<AuditLog | null> => AuditLog.findOne({ where: { action }, order: [['id', 'DESC']] });

/** Small files with the right magic bytes, for uploads (slips, documents). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A ZIP archive (stored, no compression) holding `names` — a Word document when one starts with `word/`. */
export function zipOf(names: readonly string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(`<x>${name}</x>`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word 2007+ document by its container: [Content_Types].xml and word/document.xml in a ZIP. */
export const DOCX = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
/** An OLE compound file holding a `WordDocument` stream (Word 97–2003), in its directory's UTF-16 name. */
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(512)]);
