/**
 * Run by playwright.config.ts before the web server starts: a fresh e2e SQLite database with every
 * migration, the reference data and the demo accounts (password Demo1234), plus the extra accounts
 * the journeys need (see E2E_USERS), Stripe configured with the local Stripe server's keys (stripe.ts),
 * an empty mail outbox and an empty file storage.
 * Usage (cwd remix-app, env from the webServer block): npx tsx e2e/support/prepare.ts
 */
import { mkdirSync, rmSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import { createSequelize, initModels, migrateUp, useSequelize } from '@iprenew/models';
import { seedDemo, seedReference } from '@iprenew/models/testing/standalone';
import { E2E_DATABASE_FILE, E2E_MAIL_OUTBOX_DIR, E2E_STORAGE_DIR } from './paths';
import { E2E_PASSWORD, E2E_USERS } from './accounts';
import { configureLocalStripe } from './stripe';

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${E2E_DATABASE_FILE}`;
  if (!databaseUrl.startsWith('sqlite:') || databaseUrl === 'sqlite::memory:') {
    throw new Error(`e2e/support/prepare.ts only prepares a SQLite file database (got ${databaseUrl})`);
  }
  const file = databaseUrl.slice('sqlite:'.length);
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const outbox = process.env.MAIL_OUTBOX_DIR ?? E2E_MAIL_OUTBOX_DIR;
  rmSync(outbox, { recursive: true, force: true });
  mkdirSync(outbox, { recursive: true });
  // The files of a fresh database start empty too (an earlier run's invoices and uploads would collide
  // with the same seeded references); a storage folder given from outside is never cleared.
  const storageDir = process.env.STORAGE_DIR ?? E2E_STORAGE_DIR;
  if (storageDir === E2E_STORAGE_DIR) rmSync(storageDir, { recursive: true, force: true });
  mkdirSync(storageDir, { recursive: true });

  const sequelize = createSequelize(databaseUrl);
  initModels(sequelize);
  try {
    await migrateUp(sequelize);
    await seedReference(sequelize);
    await seedDemo(sequelize, 'test');
    const hash = await bcrypt.hash(E2E_PASSWORD, 10);
    const now = new Date();
    for (const user of E2E_USERS) {
      await sequelize.getQueryInterface().bulkInsert('users', [
        {
          name: user.name,
          email: user.email,
          password: hash,
          contact: '+60 12-000 0000',
          role_id: user.role_id,
          status_id: user.status_id,
          type: user.role_id === 4 ? 'Personal' : user.role_id === 3 ? 'Agent' : null,
          language: 'en',
          currency: 'MYR',
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        },
      ]);
    }
    // Card payments go to the local Stripe server (STRIPE_API_URL, playwright.config.ts).
    useSequelize(sequelize);
    await configureLocalStripe();
    console.log(`e2e database ready: ${file}`);
  } finally {
    await sequelize.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
