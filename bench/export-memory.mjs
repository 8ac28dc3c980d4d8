#!/usr/bin/env node
/**
 * Export memory (issue 16, G-43): queues a trademarks export over N IP records (default 200,000, at
 * most 1,000,000) and runs the export runner, sampling the process's resident memory; prints the
 * rows, the time, the file size and the peak RSS above the baseline before the run. The runner reads
 * the list in batches of 500 and streams the sheet to a temporary file then to storage, so the peak
 * should not grow with N (compare BENCH_EXPORT_ROWS=20000 with the default). Each list batch starts
 * where the previous one ended (keyset, ADR 072), so the time grows with N, not N².
 *
 * Then a job over the same records: the daily renewal-due reminders (G-31), which read every record
 * due within 180 days in batches by id — one record in 100 is due, so 1,000,000 records send 10,000
 * reminders (to .eml files in a temporary outbox) — with its time and peak memory.
 *
 *   node bench/export-memory.mjs                                  # SQLite (a throw-away file)
 *   BENCH_EXPORT_ROWS=20000 node bench/export-memory.mjs
 *   BENCH_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ node bench/export-memory.mjs
 *
 * Local only: a MariaDB/MySQL server must be on the loopback interface; a private database and a
 * temporary storage folder are created and removed. The exit code is 0 (a benchmark measures).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { chooseBenchDatabase, countFromEnv } from './support/bench-env.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAX = 1_000_000;
const count = countFromEnv('BENCH_EXPORT_ROWS', 200_000, MAX);
chooseBenchDatabase();
const storageDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-bench-exports-'));
process.env.STORAGE_DIR = storageDir;
process.env.MAIL_OUTBOX_DIR = path.join(storageDir, 'outbox');
delete process.env.SMTP_URL;
process.env.APP_ENV ??= 'test';

const models = await tsImport(path.join(here, 'support', 'models.ts'), import.meta.url);
const { createTestDatabase, seedReference, requestExport, runPendingExports, readExportFile, sendRenewalDueReminders, Country, IpRecord, User, ROLE, USER_STATUS, IP_TYPE, SYSTEM } = models;
const dueDate = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);

const db = await createTestDatabase({ sqlite: 'file' });
try {
  await seedReference(db.sequelize);
  const my = await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
  const admin = await User.create({ name: 'Bench Admin', email: 'bench.admin@example.test', role_id: ROLE.ADMIN, status_id: USER_STATUS.ACTIVE, password: 'x', language: 'en' });
  const owner = await User.create({ name: 'Bench Owner', email: 'bench.owner@example.test', role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE, password: 'x', language: 'en' });
  const loadStarted = Date.now();
  for (let start = 0; start < count; start += 5000) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + 5000); n += 1) {
      rows.push({ user_id: owner.id, type_id: IP_TYPE.TRADEMARK, country_id: my.id, application_name: `Bench Mark ${n}`, filing_no: `BM${n}`, expiry_date: n % 100 === 0 ? dueDate : '2030-01-01', multiclass_no: 1, multiclass_name: 'Coffee' });
    }
    await IpRecord.bulkCreate(rows, { validate: false });
  }
  console.log(`dialect: ${db.dialect}`);
  console.log(`rows: ${count} (loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s)`);

  let { baseline, stop } = memorySampler();
  const actor = { id: admin.id, role_id: ROLE.ADMIN };
  const queued = await requestExport({ actor, type: 'trademarks', filter: {} });
  const started = Date.now();
  const outcome = await runPendingExports({ actor: SYSTEM });
  const seconds = (Date.now() - started) / 1000;
  let peak = stop();
  const file = await readExportFile({ actor, id: queued.export.id });
  console.log(`export: ${outcome.done.includes(queued.export.id) ? 'success' : 'FAILED'} in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} rows/s)`);
  console.log(`file: ${file.filename}, ${(file.buffer.length / 1024 / 1024).toFixed(1)} MB`);
  console.log(`rss: baseline ${(baseline / 1048576).toFixed(0)} MB, peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - baseline) / 1048576).toFixed(0)} MB during the export)`);

  ({ baseline, stop } = memorySampler());
  const jobStarted = Date.now();
  const reminders = await sendRenewalDueReminders({ actor: SYSTEM, now: new Date() });
  const jobSeconds = (Date.now() - jobStarted) / 1000;
  peak = stop();
  console.log(`renewal reminders job: ${reminders.sent} sent, ${reminders.failures.length} failed, over ${count} records in ${jobSeconds.toFixed(1)} s`);
  console.log(`rss: baseline ${(baseline / 1048576).toFixed(0)} MB, peak ${(peak / 1048576).toFixed(0)} MB (+${((peak - baseline) / 1048576).toFixed(0)} MB during the job)`);
} finally {
  await db.drop();
  rmSync(storageDir, { recursive: true, force: true });
}

/** The process's resident memory sampled every 50 ms from now; stop() answers the peak. */
function memorySampler() {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    baseline,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}
