import type { Readable } from 'node:stream';

/**
 * File storage behind a small interface (DESIGN §3): uploads, generated invoices and exports
 * live outside any public folder and are read only through routes that check the reader's
 * right. The local-disk implementation can be replaced by an S3-compatible one.
 *
 * Keys are relative, '/'-separated paths such as `uploads/slips/2025/01/abc.pdf`.
 */

export interface PutFileOptions {
  /** Replace an existing file. Default false: an existing key is refused (StorageKeyExistsError). */
  overwrite?: boolean;
}

/** What a file is written from: bytes, or a stream read to its end (large exports never sit in memory). */
export type FileData = Buffer | Uint8Array | string | Readable;

export interface FileStorage {
  putFile(key: string, data: FileData, options?: PutFileOptions): Promise<void>;
  getFile(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; true when it existed. */
  remove(key: string): Promise<boolean>;
  /** The absolute local path of a key (local disk only; also validates the key). */
  resolvePath(key: string): string;
}

export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageError';
  }
}

export class InvalidStorageKeyError extends StorageError {
  constructor(readonly key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export class StorageKeyExistsError extends StorageError {
  constructor(readonly key: string) {
    super(`A file already exists at ${JSON.stringify(key)}`);
    this.name = 'StorageKeyExistsError';
  }
}

export class StorageNotFoundError extends StorageError {
  constructor(readonly key: string) {
    super(`No file at ${JSON.stringify(key)}`);
    this.name = 'StorageNotFoundError';
  }
}

/**
 * Checks and normalises a key: relative, '/'-separated, no '.', '..' or empty segments, no
 * backslashes, drive letters, NUL or control characters. Returns the segments.
 */
export function validateStorageKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > 1024) throw new InvalidStorageKeyError(key, 'longer than 1024 characters');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidStorageKeyError(key, 'control characters');
  if (key.includes('\\')) throw new InvalidStorageKeyError(key, 'backslashes are not allowed');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw new InvalidStorageKeyError(key, 'absolute paths are not allowed');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new InvalidStorageKeyError(key, "empty, '.' and '..' segments are not allowed");
    }
    if (segment.length > 255) throw new InvalidStorageKeyError(key, 'a segment is longer than 255 characters');
  }
  return segments;
}
