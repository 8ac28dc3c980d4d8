#!/usr/bin/env node
/**
 * Concurrent checkouts (issue 11, ADR 022): N customers (default 30, at most 100) each check out a
 * cart line at the same moment — the operations the server's checkout runs (createOrder, then Pay
 * Later, with its e-mail to a local outbox) — each in its own transaction and connection, from one
 * process as in the server. Prints how many succeeded and failed and the time taken.
 *
 *   node bench/concurrent-checkouts.mjs                                   # SQLite (a throw-away file)
 *   BENCH_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ node bench/concurrent-checkouts.mjs
 *
 * Bounded and local: BENCH_CHECKOUTS is capped at 100; a MariaDB/MySQL server must be on the
 * loopback interface (127.0.0.1, ::1 or localhost); a private database is created and dropped.
 * The exit code is 0 even with failures (a benchmark measures, it never fails a build).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { chooseBenchDatabase, countFromEnv } from './support/bench-env.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAX = 100;
const count = countFromEnv('BENCH_CHECKOUTS', 30, MAX);
chooseBenchDatabase();
const outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-bench-outbox-'));
delete process.env.SMTP_URL;
process.env.MAIL_OUTBOX_DIR = outbox;
process.env.APP_ENV ??= 'test';

const models = await tsImport(path.join(here, 'support', 'models.ts'), import.meta.url);
const { createTestDatabase, seedReference, addCartBundle, createOrder, choosePayLater, calendarDateInKualaLumpur, Country, User, ROLE, USER_STATUS, SERVICE, IP_TYPE } = models;

const db = await createTestDatabase({ sqlite: 'file' });
try {
  await seedReference(db.sequelize);
  const my = await Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
  const expiry = calendarDateInKualaLumpur(new Date(Date.now() + 200 * 86_400_000));
  const stamp = Date.now().toString(36).toUpperCase();
  const customers = [];
  for (let n = 0; n < count; n += 1) {
    const user = await User.create({ name: `Bench ${n}`, email: `bench.${n}.${stamp.toLowerCase()}@example.test`, role_id: ROLE.MEMBER, status_id: USER_STATUS.ACTIVE, password: 'x', language: 'en' });
    const actor = { id: user.id, role_id: ROLE.MEMBER };
    const { items } = await addCartBundle({
      actor,
      service_id: SERVICE.RENEWAL,
      type_id: IP_TYPE.TRADEMARK,
      lines: [{ filing_no: `BENCH${stamp}${n}`, country_id: my.id, application_name: 'Bench Trading', expiry_date: expiry, multiclass_no: 1, multiclass_name: 'Coffee' }],
    });
    customers.push({ actor, cartIds: items.map((item) => item.id) });
  }

  const started = process.hrtime.bigint();
  const outcomes = await Promise.allSettled(
    customers.map(async ({ actor, cartIds }) => {
      const order = await createOrder({ actor, cartIds });
      await choosePayLater({ actor, reference: order.reference });
      return order.reference;
    }),
  );
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
  console.log(`dialect: ${db.dialect}`);
  console.log(`concurrent checkouts: ${count}`);
  console.log(`succeeded: ${count - failures.length}`);
  console.log(`failed: ${failures.length}`);
  console.log(`time: ${ms.toFixed(0)} ms`);
  for (const failure of failures.slice(0, 5)) console.log(`  ${failure.reason?.messageKey ?? ''} ${failure.reason?.cause?.message ?? failure.reason?.message ?? failure.reason}`);
} finally {
  await db.drop();
  rmSync(outbox, { recursive: true, force: true });
}
