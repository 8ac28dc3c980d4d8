import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  InvalidStorageKeyError,
  StorageKeyExistsError,
  StorageNotFoundError,
  validateStorageKey,
  type FileData,
  type FileStorage,
  type PutFileOptions,
} from './storage';

/**
 * Files under one root folder. Writes are atomic: the data goes to a temporary file in the same
 * folder, is flushed, then appears under its key in one step — rename() when overwriting, link()
 * when not (link fails if the key exists, so two writers can never both "create" one key).
 * Readers never see a half-written file.
 */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  resolvePath(key: string): string {
    const segments = validateStorageKey(key);
    const full = path.resolve(this.root, ...segments);
    const relative = path.relative(this.root, full);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new InvalidStorageKeyError(key, 'escapes the storage root');
    }
    return full;
  }

  async putFile(key: string, data: FileData, options: PutFileOptions = {}): Promise<void> {
    const target = this.resolvePath(key);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    if (!options.overwrite && (await this.exists(key))) throw new StorageKeyExistsError(key);

    const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
    const handle = await open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o640);
    try {
      if (data instanceof Readable) {
        // A stream is copied chunk by chunk: a large file never sits in memory whole.
        for await (const chunk of data) await handle.write(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
      } else {
        await handle.writeFile(data);
      }
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();

    try {
      if (options.overwrite) {
        await rename(temp, target);
      } else {
        try {
          await link(temp, target);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageKeyExistsError(key);
          throw error;
        }
        await unlink(temp);
      }
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async getFile(key: string): Promise<Buffer> {
    const file = this.resolvePath(key);
    try {
      return await readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolvePath(key))).isFile();
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      return false;
    }
  }

  async remove(key: string): Promise<boolean> {
    const file = this.resolvePath(key);
    try {
      if (!(await stat(file)).isFile()) return false;
      await unlink(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
