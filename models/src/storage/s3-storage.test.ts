import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { INVALID_STORAGE_KEYS } from './storage-key-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, resetConfigCache } from '../config/env';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { getStorage, InvalidStorageKeyError, S3Storage, StorageError, StorageKeyExistsError, StorageNotFoundError, useStorage } from './index';
import { partsOf } from './s3-storage';

/**
 * S3Storage against a real S3-compatible server (s3rver on loopback, ADR 065): the same behaviours
 * as local-disk-storage.test.ts. s3rver ignores If-None-Match on writes, so "exactly one of many
 * concurrent writers" is checked against s3rver behind the test server's conditional-write proxy
 * (which answers as AWS S3 and MinIO do); on plain s3rver what holds is the check before the write.
 */

let server: TestS3Server;
let conditional: TestS3Server;
let storage: S3Storage;

// No database here: CI's MariaDB pass (TEST_MYSQL_URL) would only run it a second time.
describe.skipIf(Boolean(process.env.TEST_MYSQL_URL))('S3Storage', () => {
  beforeAll(async () => {
    // The SDK warns once per process that its 2027 releases will need Node 22; not this test's concern.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    server = await startTestS3Server({ prefix: 'env/test' });
    conditional = await startTestS3Server({ conditionalWrites: true });
    // Small parts so a 1 MiB stream goes as a real multipart upload.
    storage = new S3Storage({ ...server.storageConfig, partSize: 256 * 1024 });
  });
  afterAll(async () => {
    await server?.close();
    await conditional?.close();
  });

  it('puts, reads, checks and removes files, under the key prefix', async () => {
    const key = 'uploads/slips/2025/01/slip-1.pdf';
    expect(await storage.exists(key)).toBe(false);
    await storage.putFile(key, Buffer.from('%PDF-1.4 slip'));
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.getFile(key)).toString()).toBe('%PDF-1.4 slip');
    expect(storage.objectKey(key)).toBe('env/test/uploads/slips/2025/01/slip-1.pdf');
    // The object really is under the prefix: a storage without it does not see the key.
    const unprefixed = new S3Storage({ ...server.storageConfig, prefix: '' });
    expect(await unprefixed.exists(key)).toBe(false);
    expect((await unprefixed.getFile(`env/test/${key}`)).toString()).toBe('%PDF-1.4 slip');

    expect(await storage.remove(key)).toBe(true);
    expect(await storage.remove(key)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.getFile(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.putFile('uploads/slips/x.pdf', 'x');
    expect(await storage.exists('uploads/slips')).toBe(false); // a "folder" is not a file
  });

  it('stores strings, Uint8Arrays and empty files byte for byte', async () => {
    await storage.putFile('bytes/utf8.txt', 'Pembaharuan 续期 ✓');
    expect((await storage.getFile('bytes/utf8.txt')).toString('utf8')).toBe('Pembaharuan 续期 ✓');
    const binary = Uint8Array.from({ length: 256 }, (_, i) => i);
    await storage.putFile('bytes/all.bin', binary);
    expect(Buffer.compare(await storage.getFile('bytes/all.bin'), Buffer.from(binary))).toBe(0);
    await storage.putFile('bytes/empty.bin', Buffer.alloc(0));
    expect((await storage.getFile('bytes/empty.bin')).length).toBe(0);
    await storage.putFile('bytes/empty-stream.bin', Readable.from([]));
    expect(await storage.exists('bytes/empty-stream.bin')).toBe(true);
    expect((await storage.getFile('bytes/empty-stream.bin')).length).toBe(0);
  });

  it('writes a file from a stream in parts (a multipart upload), and refuses an existing key for it too', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024 + i, i)); // uneven chunk sizes
    await storage.putFile('exports/1/big.xlsx', Readable.from(chunks));
    expect(Buffer.compare(await storage.getFile('exports/1/big.xlsx'), Buffer.concat(chunks))).toBe(0);
    await expect(storage.putFile('exports/1/big.xlsx', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageKeyExistsError);
    // A stream shorter than a part goes as one object.
    await storage.putFile('exports/1/small.xlsx', Readable.from(['a', 'b', 'c']));
    expect((await storage.getFile('exports/1/small.xlsx')).toString()).toBe('abc');
  });

  it('cuts a stream into parts of exactly the part size, the last one shorter', async () => {
    const sizes: number[] = [];
    for await (const part of partsOf(Readable.from([Buffer.alloc(5), Buffer.alloc(7), 'abcd', Buffer.alloc(1)]), 4)) sizes.push(part.length);
    expect(sizes).toEqual([4, 4, 4, 4, 1]);
    const none: Buffer[] = [];
    for await (const part of partsOf(Readable.from([]), 4)) none.push(part);
    expect(none).toEqual([]);
  });

  it('leaves no file when the stream fails half-way (the multipart upload is aborted, not completed)', async () => {
    async function* failing() {
      yield Buffer.alloc(300 * 1024, 1);
      yield Buffer.alloc(300 * 1024, 2);
      throw new Error('the export broke');
    }
    await expect(storage.putFile('exports/2/broken.xlsx', Readable.from(failing()))).rejects.toThrow('the export broke');
    expect(await storage.exists('exports/2/broken.xlsx')).toBe(false);
  });

  it('refuses to overwrite unless asked, and overwrites when asked', async () => {
    await storage.putFile('invoices/INV-1.pdf', 'first');
    await expect(storage.putFile('invoices/INV-1.pdf', 'second')).rejects.toBeInstanceOf(StorageKeyExistsError);
    await expect(storage.putFile('invoices/INV-1.pdf', 'second', { overwrite: false })).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect((await storage.getFile('invoices/INV-1.pdf')).toString()).toBe('first');
    await storage.putFile('invoices/INV-1.pdf', 'second', { overwrite: true });
    expect((await storage.getFile('invoices/INV-1.pdf')).toString()).toBe('second');
    await storage.putFile('invoices/INV-1.pdf', Readable.from(['third']), { overwrite: true });
    expect((await storage.getFile('invoices/INV-1.pdf')).toString()).toBe('third');
  });

  it('on a server that honours If-None-Match, lets exactly one of many concurrent writers create a key', async () => {
    const racing = new S3Storage({ ...conditional.storageConfig, partSize: 64 * 1024 });
    for (const round of [1, 2]) {
      const key = `race/${round}/one.txt`;
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          // Half of them streamed in parts (the condition is on CompleteMultipartUpload), half as one PUT.
          racing.putFile(key, i % 2 ? Readable.from([Buffer.alloc(100 * 1024, i)]) : Buffer.alloc(100 * 1024, i)),
        ),
      );
      const winners = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(StorageKeyExistsError);
      expect(Buffer.compare(await racing.getFile(key), Buffer.alloc(100 * 1024, winners[0]))).toBe(0);
    }
  });

  it('on a server that ignores If-None-Match (s3rver), still refuses a key that exists before the write, and every object is whole', async () => {
    const key = 'race/plain/one.txt';
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => storage.putFile(key, Buffer.alloc(64 * 1024, i))));
    // Writers racing in the same instant may all pass the check (documented in ADR 065); what holds:
    // at least one wins, any refusal is StorageKeyExistsError, and the object is one writer's bytes whole.
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(StorageKeyExistsError);
    const stored = await storage.getFile(key);
    expect(stored.length).toBe(64 * 1024);
    expect(stored.every((b) => b === stored[0])).toBe(true);
    await expect(storage.putFile(key, 'late')).rejects.toBeInstanceOf(StorageKeyExistsError);
  });

  it.each(INVALID_STORAGE_KEYS)('rejects the key %j', async (key) => {
    expect(() => storage.resolvePath(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.putFile(key, 'x')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.getFile(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('has no local path: resolvePath says so', () => {
    expect(() => storage.resolvePath('invoices/INV-1.pdf')).toThrow(StorageError);
    expect(() => storage.resolvePath('invoices/INV-1.pdf')).toThrow(/local-disk storage only/);
  });

  it('never wrote outside its bucket and prefix', async () => {
    expect(readdirSync(server.directory)).toEqual([server.bucket]);
    const unprefixed = new S3Storage({ ...server.storageConfig, prefix: '' });
    expect(await unprefixed.exists('outside.txt')).toBe(false);
    expect(await unprefixed.exists('invoices/INV-1.pdf')).toBe(false);
    expect(await unprefixed.exists('env/test/invoices/INV-1.pdf')).toBe(true);
  });

  it('getStorage() picks S3 from the configuration (STORAGE_DRIVER=s3)', async () => {
    const keys = Object.keys(server.env);
    const saved = Object.fromEntries(keys.map((k) => [k, process.env[k]]));
    Object.assign(process.env, server.env);
    resetConfigCache();
    useStorage(undefined);
    try {
      const configured = getStorage();
      expect(configured).toBeInstanceOf(S3Storage);
      expect((configured as S3Storage).prefix).toBe('env/test/');
      await configured.putFile('configured/b.txt', 'hello');
      expect((await storage.getFile('configured/b.txt')).toString()).toBe('hello');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetConfigCache();
      useStorage(undefined);
    }
  });
});

describe('the storage configuration (STORAGE_DRIVER, S3_*)', () => {
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig({ APP_ROOT: '/srv/iprenew', ...env });
      return [];
    } catch (error) {
      return (error as { problems?: string[] }).problems ?? [String(error)];
    }
  };

  it('is local disk by default, and S3 with its settings when asked', () => {
    expect(loadConfig({ APP_ROOT: '/srv/iprenew' }).storage).toEqual({ driver: 'local', dir: '/srv/iprenew/storage' });
    expect(
      loadConfig({
        APP_ROOT: '/srv/iprenew',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'iprenew-files',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/prod/',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'iprenew-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/',
    });
    // AWS itself: no endpoint, virtual-host URLs, the default credential chain.
    expect(loadConfig({ APP_ROOT: '/srv/iprenew', STORAGE_DRIVER: 'S3', S3_BUCKET: 'b-1.x', S3_REGION: 'ap-southeast-1' }).storage).toMatchObject({
      endpoint: null,
      region: 'ap-southeast-1',
      forcePathStyle: false,
      accessKeyId: null,
      prefix: '',
    });
  });

  it('refuses S3 without a bucket (in production too), and other bad values, one line each', () => {
    const production = { APP_ENV: 'production', HOST: '0.0.0.0', SESSION_SECRET: 'x'.repeat(40) };
    expect(problemsOf({ ...production, STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET is required when STORAGE_DRIVER=s3']);
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET is required when STORAGE_DRIVER=s3']);
    expect(problemsOf({ STORAGE_DRIVER: 'ftp' })).toEqual(['STORAGE_DRIVER must be one of local, s3 (got "ftp")']);
    const bad = problemsOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'Bad_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_ACCESS_KEY_ID: 'only-the-id',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_PREFIX: 'a/../b',
    });
    expect(bad).toHaveLength(5);
    expect(bad.join('\n')).toMatch(/S3_BUCKET must be a bucket name/);
    expect(bad.join('\n')).toMatch(/S3_ENDPOINT must be a URL/);
    expect(bad.join('\n')).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(bad.join('\n')).toMatch(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(bad.join('\n')).toMatch(/S3_PREFIX must be a relative path/);
    expect(problemsOf({ ...production })).toEqual([]);
  });
});
