import { getConfig } from '../config/env';
import { LocalDiskStorage } from './local-disk-storage';
import type { FileStorage } from './storage';

export * from './storage';
export { LocalDiskStorage } from './local-disk-storage';
export { FILE_MIME, fileTypeOf, type FileType } from './file-type';

let shared: FileStorage | undefined;

/** The process-wide storage: local disk under STORAGE_DIR (getConfig().storageDir). */
export function getStorage(): FileStorage {
  shared ??= new LocalDiskStorage(getConfig().storageDir);
  return shared;
}

/** Replaces the process-wide storage (tests, or an S3-compatible implementation). */
export function useStorage(storage: FileStorage | undefined): void {
  shared = storage;
}
