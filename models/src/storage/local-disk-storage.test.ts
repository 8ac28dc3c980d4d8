import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { INVALID_STORAGE_KEYS } from './storage-key-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../config/env';
import { getStorage, InvalidStorageKeyError, LocalDiskStorage, StorageKeyExistsError, StorageNotFoundError, useStorage } from './index';

let root: string;
let storage: LocalDiskStorage;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'iprenew-storage-'));
  storage = new LocalDiskStorage(path.join(root, 'store'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('puts, reads, checks and removes files', async () => {
    const key = 'uploads/slips/2025/01/slip-1.pdf';
    expect(await storage.exists(key)).toBe(false);
    await storage.putFile(key, Buffer.from('%PDF-1.4 slip'));
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.getFile(key)).toString()).toBe('%PDF-1.4 slip');
    expect(storage.resolvePath(key)).toBe(path.join(root, 'store', 'uploads', 'slips', '2025', '01', 'slip-1.pdf'));
    expect(await storage.remove(key)).toBe(true);
    expect(await storage.remove(key)).toBe(false);
    await expect(storage.getFile(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists('uploads/slips')).toBe(false); // a folder is not a file
  });

  it('writes a file from a stream, chunk by chunk, and refuses an existing key for it too', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    await storage.putFile('exports/1/big.xlsx', Readable.from(chunks));
    expect(Buffer.compare(await storage.getFile('exports/1/big.xlsx'), Buffer.concat(chunks))).toBe(0);
    await expect(storage.putFile('exports/1/big.xlsx', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageKeyExistsError);
  });

  it('refuses to overwrite unless asked, and overwrites atomically when asked', async () => {
    await storage.putFile('invoices/INV-1.pdf', 'first');
    await expect(storage.putFile('invoices/INV-1.pdf', 'second')).rejects.toBeInstanceOf(StorageKeyExistsError);
    await expect(storage.putFile('invoices/INV-1.pdf', 'second', { overwrite: false })).rejects.toBeInstanceOf(StorageKeyExistsError);
    expect((await storage.getFile('invoices/INV-1.pdf')).toString()).toBe('first');
    await storage.putFile('invoices/INV-1.pdf', 'second', { overwrite: true });
    expect((await storage.getFile('invoices/INV-1.pdf')).toString()).toBe('second');
    // No temporary files are left behind.
    expect(readdirSync(path.join(root, 'store', 'invoices'))).toEqual(['INV-1.pdf']);
  });

  it('lets exactly one of many concurrent writers create a key', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => storage.putFile('race/one.txt', `writer ${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(StorageKeyExistsError);
    expect(readdirSync(path.join(root, 'store', 'race'))).toEqual(['one.txt']);
  });

  it.each(INVALID_STORAGE_KEYS)('rejects the key %j', async (key) => {
    expect(() => storage.resolvePath(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.putFile(key, 'x')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.getFile(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('never wrote outside the root', () => {
    expect(readdirSync(root).sort()).toEqual(['store']);
  });

  it('getStorage() uses STORAGE_DIR from the configuration', async () => {
    const saved = process.env.STORAGE_DIR;
    process.env.STORAGE_DIR = path.join(root, 'configured');
    resetConfigCache();
    useStorage(undefined);
    try {
      await getStorage().putFile('a/b.txt', 'hello');
      expect(getStorage().resolvePath('a/b.txt')).toBe(path.join(root, 'configured', 'a', 'b.txt'));
      expect((await getStorage().getFile('a/b.txt')).toString()).toBe('hello');
    } finally {
      if (saved === undefined) delete process.env.STORAGE_DIR;
      else process.env.STORAGE_DIR = saved;
      resetConfigCache();
      useStorage(undefined);
    }
  });
});
