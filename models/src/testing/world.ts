import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { resetConfigCache } from '../config/env';
import { seedReference } from '../db/seeder';
import { LocalDiskStorage, useStorage } from '../storage/index';
import { readOutbox, type OutboxMail } from './mail';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database';

/**
 * The world one test file runs in: a fresh migrated database with the reference data, a private
 * file storage, and a private mail outbox (SMTP_URL unset → every mail is an .eml file there, with
 * links to `appUrl`). Rows come from the builders (`buildCustomer`, `buildOrder`, …); `close()`
 * drops the database, removes the folders and restores the environment.
 */
export interface TestWorldOptions extends TestDatabaseOptions {
  /** Seed the reference data (roles, statuses, countries and states, products, configuration). Default true. */
  reference?: boolean;
  /** APP_URL, the origin of the links in mails. Default 'http://portal.test'. */
  appUrl?: string;
}

export interface TestWorld {
  db: TestDatabase;
  storage: LocalDiskStorage;
  storageDir: string;
  outboxDir: string;
  /** Every mail sent so far, oldest first. */
  mails(): OutboxMail[];
  mailsTo(email: string): OutboxMail[];
  clearMail(): void;
  close(): Promise<void>;
}

/** The default APP_URL of a test world. */
export const TEST_APP_URL = 'http://portal.test';

const ENV_KEYS = ['SMTP_URL', 'MAIL_OUTBOX_DIR', 'APP_URL'] as const;

export async function openTestWorld(options: TestWorldOptions = {}): Promise<TestWorld> {
  const { reference = true, appUrl = TEST_APP_URL, ...databaseOptions } = options;
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-test-storage-'));
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-test-outbox-'));
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  process.env.APP_URL = appUrl;
  resetConfigCache();
  const storage = new LocalDiskStorage(storageDir);
  useStorage(storage);

  const db = await createTestDatabase(databaseOptions);
  if (reference) await seedReference(db.sequelize);

  return {
    db,
    storage,
    storageDir,
    outboxDir,
    mails: () => readOutbox(outboxDir),
    mailsTo: (email) => readOutbox(outboxDir).filter((m) => m.to.toLowerCase().includes(email.trim().toLowerCase())),
    clearMail: () => {
      for (const f of readdirSync(outboxDir)) rmSync(path.join(outboxDir, f), { force: true });
    },
    async close() {
      useStorage(undefined);
      await db.drop();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      resetConfigCache();
      rmSync(storageDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** One world for a test file: opened before its tests, closed after them. Read it inside a test as `world()`. */
export function useTestWorld(options: TestWorldOptions = {}): () => TestWorld {
  let world: TestWorld | undefined;
  beforeAll(async () => {
    world = await openTestWorld(options);
  }, 180_000);
  afterAll(async () => {
    await world?.close();
  }, 60_000);
  return () => {
    if (!world) throw new Error('useTestWorld: read the world inside a test or a hook');
    return world;
  };
}
