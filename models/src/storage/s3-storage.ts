import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/storage-config';
import {
  StorageError,
  StorageKeyExistsError,
  StorageNotFoundError,
  validateStorageKey,
  type FileData,
  type FileStorage,
  type PutFileOptions,
} from './storage';

export interface S3StorageOptions extends Omit<S3StorageConfig, 'driver'> {
  /**
   * A stream is sent in parts of this many bytes (multipart upload), so at most about one part
   * sits in memory; a stream shorter than one part goes as one PutObject. AWS S3 needs at least
   * 5 MiB for every part but the last; default 8 MiB.
   */
  partSize?: number;
}

type Sdk = typeof import('@aws-sdk/client-s3');

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** A conditional write that met another one in flight (AWS answers 409 ConditionalRequestConflict): tried again this often. */
const CONFLICT_ATTEMPTS = 3;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …) through the AWS SDK v3, so several app
 * instances share one set of files (ADR 065). Keys are validated like the local disk's, then
 * prefixed with S3_PREFIX.
 *
 * Never overwriting (the default): the write is conditional — `If-None-Match: *` on PutObject and
 * on CompleteMultipartUpload — so on a server that honours it (AWS S3 since 2024, MinIO, R2) exactly
 * one of several concurrent writers creates a key and the others get StorageKeyExistsError. A HEAD
 * before the write refuses an existing key on every server; a server that ignores the condition
 * (s3rver, older MinIO) leaves only that check, and two writers racing within the same instant
 * can then both succeed, the last one's bytes winning (each object is still whole: S3 writes are
 * atomic, a reader never sees half a file).
 *
 * The SDK is loaded on first use, so a process on local disk never loads it.
 */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  readonly prefix: string;
  private readonly options: S3StorageOptions;
  private readonly partSize: number;
  private sdk?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(options: S3StorageOptions) {
    if (!options.bucket) throw new StorageError('S3Storage needs a bucket (S3_BUCKET)');
    this.options = options;
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
    if (this.prefix) validateStorageKey(this.prefix.slice(0, -1));
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    if (!(this.partSize >= 1)) throw new StorageError('S3Storage partSize must be a positive number of bytes');
  }

  /** The SDK module and one client, created once. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.sdk ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = this.options;
      const client = new sdk.S3Client({
        region: region || 'us-east-1',
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
        // Checksums only where the API requires them: S3-compatible servers (s3rver, older MinIO)
        // refuse or mis-read the SDK's default CRC32 trailers on every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.sdk;
  }

  /** The object key of a storage key (validated; throws InvalidStorageKeyError). */
  objectKey(key: string): string {
    return this.prefix + validateStorageKey(key).join('/');
  }

  /** S3 has no local path: every reader goes through getFile. */
  resolvePath(key: string): string {
    this.objectKey(key);
    throw new StorageError(`resolvePath is for local-disk storage only: ${JSON.stringify(key)} is an object in the S3 bucket "${this.bucket}"; read it with getFile`);
  }

  async putFile(key: string, data: FileData, options: PutFileOptions = {}): Promise<void> {
    const Key = this.objectKey(key);
    const IfNoneMatch = options.overwrite ? undefined : '*';
    if (IfNoneMatch && (await this.headObject(Key))) throw new StorageKeyExistsError(key);
    try {
      if (data instanceof Readable) await this.putStream(Key, data, IfNoneMatch);
      else await this.putBytes(Key, typeof data === 'string' ? Buffer.from(data) : data, IfNoneMatch);
    } catch (error) {
      if (isPreconditionFailed(error)) throw new StorageKeyExistsError(key);
      throw error;
    }
  }

  async getFile(key: string): Promise<Buffer> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!out.Body) return Buffer.alloc(0);
      const bytes = await out.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return this.headObject(this.objectKey(key));
  }

  /** Deletes the object; true when it existed (S3's DELETE does not say, so a HEAD asks first). */
  async remove(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    if (!(await this.headObject(Key))) return false;
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key }));
    return true;
  }

  private async headObject(Key: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  private async putBytes(Key: string, Body: Uint8Array, IfNoneMatch: string | undefined): Promise<void> {
    const { sdk, client } = await this.connect();
    await retryOnConflict(() => client.send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key, Body, IfNoneMatch })));
  }

  /** A stream in parts: one PutObject when it fits in one part, else a multipart upload (aborted on failure). */
  private async putStream(Key: string, stream: Readable, IfNoneMatch: string | undefined): Promise<void> {
    const parts = partsOf(stream, this.partSize)[Symbol.asyncIterator]();
    const first = await parts.next();
    const firstBytes = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await parts.next();
    if (second.done) return this.putBytes(Key, firstBytes, IfNoneMatch);

    const { sdk, client } = await this.connect();
    const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
    if (!UploadId) throw new StorageError(`The S3 server started no multipart upload for ${JSON.stringify(Key)}`);
    try {
      const done: { PartNumber: number; ETag: string | undefined }[] = [];
      const upload = async (Body: Buffer) => {
        const PartNumber = done.length + 1;
        const out = await client.send(new sdk.UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber, Body }));
        done.push({ PartNumber, ETag: out.ETag });
      };
      await upload(firstBytes);
      await upload(second.value);
      for (let next = await parts.next(); !next.done; next = await parts.next()) await upload(next.value);
      await retryOnConflict(() =>
        client.send(
          new sdk.CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId, IfNoneMatch, MultipartUpload: { Parts: done } }),
        ),
      );
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId })).catch(() => undefined);
      stream.destroy();
      throw error;
    }
  }
}

/** The stream cut into Buffers of exactly `size` bytes, the last one shorter (none for an empty stream). */
export async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    pending.push(bytes);
    length += bytes.length;
    if (length < size) continue;
    let all = Buffer.concat(pending, length);
    while (all.length >= size) {
      yield all.subarray(0, size);
      all = all.subarray(size);
    }
    pending = all.length > 0 ? [all] : [];
    length = all.length;
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

async function retryOnConflict<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || errorName(error) !== 'ConditionalRequestConflict') throw error;
    }
  }
}

function errorName(error: unknown): string | undefined {
  return (error as { name?: string; Code?: string } | undefined)?.name;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'NoSuchBucket') return false; // a misconfiguration, not a missing file
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/** The condition `If-None-Match: *` failed: the key exists (412 PreconditionFailed). */
function isPreconditionFailed(error: unknown): boolean {
  return errorName(error) === 'PreconditionFailed' || statusOf(error) === 412;
}
