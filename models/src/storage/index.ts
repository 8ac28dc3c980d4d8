import { getConfig } from '../config/env';
import type { StorageConfig } from '../config/storage-config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

export * from './storage';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export { FILE_MIME, fileTypeOf, type FileType } from './file-type';

let shared: FileStorage | undefined;

/** A storage for a configuration: local disk under STORAGE_DIR, or S3-compatible object storage (ADR 065). */
export function createStorage(config: StorageConfig = getConfig().storage): FileStorage {
  return config.driver === 's3' ? new S3Storage(config) : new LocalDiskStorage(config.dir);
}

/** The process-wide storage, as configured (STORAGE_DRIVER: local disk under STORAGE_DIR, or S3). */
export function getStorage(): FileStorage {
  shared ??= createStorage();
  return shared;
}

/** Replaces the process-wide storage (tests); undefined = the configured one again. */
export function useStorage(storage: FileStorage | undefined): void {
  shared = storage;
}
