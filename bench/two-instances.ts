/**
 * The "more than one machine" proof (issue 17, ADR 065), on loopback:
 *
 *   npm run build                               # first: this script builds nothing
 *   npx tsx bench/two-instances.ts              # PASS/FAIL per check; exit 1 on any FAIL
 *
 * One fresh MariaDB database (scripts/mariadb.sh's server, or BENCH_MYSQL_URL), migrated and seeded
 * like the e2e database (reference + demo data, Stripe with the local Stripe server's keys); one
 * s3rver (object storage); two production servers (remix-app/server.ts as `npm start` runs it,
 * NODE_ENV=production, APP_ENV=production, over a copy of remix-app/build taken under the build lock
 * BUILD_LOCK, default /tmp/pw-run.lock; `none` copies without it) with STORAGE_DRIVER=s3 on two ports; a small round-robin
 * proxy (node:http) in front. Then:
 *   1. a session signed in on instance A opens the dashboard on B;
 *   2. a report's proof file uploaded through A downloads through B, byte for byte (and is in S3);
 *   3. one job fired by two scheduler processes at the same moment runs once (job_runs);
 *   4. one Stripe checkout.session.completed delivered to both instances at once fulfils the order
 *      once (one success payment, one payment mail);
 *   5. throughput (autocannon, 5 s, 8 connections) of A, B and the proxy on the landing page.
 * Everything is stopped and removed at the end, on failure too (servers, database, folders).
 * Nothing leaves the machine: every address is 127.0.0.1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const results: { name: string; ok: boolean; detail: string }[] = [];
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const log = (message: string) => console.log(`[two-instances ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function check(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone
      }
      resolve();
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // npm → tsx → node run in their own process group: stop all of it.
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

async function cleanUp() {
  await Promise.all(children.map(stopChild));
  for (const task of cleanups.reverse()) {
    try {
      await task();
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error);
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}

/** MariaDB on loopback: BENCH_MYSQL_URL, else the project's private server (started if needed). */
function mariadbUrl(): string {
  const given = process.env.BENCH_MYSQL_URL;
  const url = given || execFileSync('bash', [path.join(ROOT, 'scripts', 'mariadb.sh'), 'start'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').at(-1)!;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!['127.0.0.1', '::1', 'localhost'].includes(host)) throw new Error(`the MariaDB server must be on loopback (got ${host})`);
  return url;
}

/**
 * One production server: remix-app/server.ts's createServer as `npm start` runs it (NODE_ENV=production,
 * tsx), over the copy of the build (bench/lighthouse-server.ts), so a concurrent `npm run build` cannot
 * swap the build under the running servers.
 */
function startServer(name: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'lighthouse-server.ts')], {
    cwd: path.join(ROOT, 'remix-app'),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() && !/NodeVersionSupportWarning|AWS SDK|node >=22|continue receiving|security updates|a\.co\/|trace-warnings|^\s*$/.test(line))
      .forEach((line) => console.log(`  [${name}] ${line}`));
  child.stdout!.on('data', prefix);
  child.stderr!.on('data', prefix);
  return child;
}

async function waitForServer(child: ChildProcess, url: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within 90 s`);
}

/** A round-robin HTTP proxy over the instances (X-Forwarded-For added, the Host kept). */
async function startProxy(port: number, upstreams: number[]): Promise<{ server: Server; url: string; served: number[] }> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    served[index]! += 1;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreams[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served };
}

/** A small valid PNG (1×1) followed by random bytes, so each run uploads different content. */
function uniquePng(): Buffer {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([png, randomBytes(48 * 1024)]);
}

const sessionCookieOf = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('__session='))
    .join('; ');

async function throughput(url: string): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({ url: `${url}/`, connections: 8, duration: 5 });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

async function main() {
  // A copy of the build, taken under the build lock (inside remix-app, so that the server bundle still
  // resolves its packages from node_modules).
  const build = path.join(ROOT, 'remix-app', 'build');
  const buildCopy = path.join(ROOT, 'remix-app', '.cache', `two-instances-build-${process.pid}`);
  cleanups.push(() => rmSync(buildCopy, { recursive: true, force: true }));
  mkdirSync(path.dirname(buildCopy), { recursive: true });
  const lock = process.env.BUILD_LOCK ?? '/tmp/pw-run.lock';
  const copied = lock === 'none' ? null : spawnSync('flock', [lock, 'sh', '-c', 'test ! -d "$0" || cp -a "$0" "$1"', build, buildCopy], { stdio: 'inherit' });
  // BUILD_LOCK=none, or no flock on this machine: copy without the lock.
  if ((!copied || copied.error) && existsSync(build)) cpSync(build, buildCopy, { recursive: true });
  if (!existsSync(path.join(buildCopy, 'server', 'index.js'))) {
    console.error('No production build (remix-app/build/server/index.js is missing): run `npm run build` first.');
    await cleanUp();
    process.exit(1);
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-two-instances-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  const outbox = path.join(tmp, 'mail');

  // The database.
  const serverUrl = mariadbUrl();
  const dbName = `iprenew_two_${process.pid}`;
  const admin = await mysql.createConnection({ uri: serverUrl, multipleStatements: false });
  await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
  await admin.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await admin.end();
  });
  const databaseUrl = new URL(dbName, serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`).href;

  // Shared settings of the bench process and the servers (the payment keys are sealed with SESSION_SECRET).
  const sessionSecret = randomBytes(32).toString('hex');
  const { startTestS3Server, startLocalStripe, seedDemo, seedReference, LOCAL_STRIPE_PUBLISHABLE_KEY, LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } =
    await import('@iprenew/models/testing/standalone');
  const s3 = await startTestS3Server({ bucket: 'iprenew-two', prefix: 'two' });
  cleanups.push(() => s3.close());
  const stripe = await startLocalStripe({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, webhookUrl: null });
  cleanups.push(() => stripe.close());
  const portA = await freePort();
  const portB = await freePort();
  const proxyPort = await freePort();
  const shared: Record<string, string> = {
    APP_ENV: 'production',
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${proxyPort}`,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    STRIPE_API_URL: stripe.url,
    MAIL_OUTBOX_DIR: outbox,
    STORAGE_DIR: path.join(tmp, 'unused-local-storage'),
    SMTP_URL: '',
    TRUST_PROXY: 'loopback',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...s3.env,
  };
  Object.assign(process.env, shared, { APP_ENV: 'test', PORT: String(proxyPort) });

  const models = await import('@iprenew/models');
  const sequelize = models.createSequelize(databaseUrl);
  models.initModels(sequelize);
  models.useSequelize(sequelize);
  cleanups.push(() => sequelize.close());
  log(`migrating and seeding ${dbName}`);
  await models.migrateUp(sequelize);
  await seedReference(sequelize);
  await seedDemo(sequelize, 'test');
  const superAdmin = await models.User.findOne({ where: { role_id: models.ROLE.SUPER_ADMIN }, order: [['id', 'ASC']], rejectOnEmpty: true });
  await models.updatePaymentConfiguration({
    actor: { id: superAdmin.id, role_id: superAdmin.role_id },
    payment_type: 'Stripe',
    input: { publishable_key: LOCAL_STRIPE_PUBLISHABLE_KEY, secret_key: LOCAL_STRIPE_SECRET_KEY, webhook_secret: LOCAL_STRIPE_WEBHOOK_SECRET },
  });

  // Two production servers and the proxy.
  log(`starting instance A on ${portA} and B on ${portB} (production servers, STORAGE_DRIVER=s3)`);
  const serverEnv = (port: number): NodeJS.ProcessEnv => ({ ...process.env, ...shared, NODE_ENV: 'production', PORT: String(port), LIGHTHOUSE_BUILD_DIR: buildCopy });
  const a = startServer('A', serverEnv(portA));
  const b = startServer('B', serverEnv(portB));
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  await Promise.all([waitForServer(a, A), waitForServer(b, B)]);
  const proxy = await startProxy(proxyPort, [portA, portB]);
  cleanups.push(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));
  log(`both answer; proxy on ${proxy.url}`);

  // 1. A session started on A works on B.
  const customerEmail = 'customer@example.com';
  const customer = await models.User.findOne({ where: { email: customerEmail }, rejectOnEmpty: true });
  const signIn = await fetch(`${A}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: A },
    body: new URLSearchParams({ email: customerEmail, password: 'Demo1234' }),
  });
  const cookie = sessionCookieOf(signIn);
  const onB = await fetch(`${B}/dashboard/overview`, { redirect: 'manual', headers: { Cookie: cookie } });
  const onBHtml = onB.status === 200 ? await onB.text() : '';
  const anonymousOnB = await fetch(`${B}/dashboard/overview`, { redirect: 'manual' });
  check(
    'a session started on A works on B',
    signIn.status === 302 && cookie !== '' && onB.status === 200 && onBHtml.includes(customer.name) && anonymousOnB.status >= 300 && anonymousOnB.status < 400,
    `sign-in on A ${signIn.status} → ${signIn.headers.get('location')}; dashboard on B with its cookie ${onB.status}${onBHtml.includes(customer.name) ? ` showing ${customer.name}` : ' WITHOUT the customer'}, without it ${anonymousOnB.status} → ${anonymousOnB.headers.get('location')}`,
  );

  // 2. A file uploaded through A downloads through B.
  const bytes = uniquePng();
  const form = new FormData();
  form.set('title', `Two instances ${process.pid}`);
  form.set('message', 'A proof file uploaded through instance A, read through instance B.');
  form.set('attachment', new Blob([bytes], { type: 'image/png' }), 'proof.png');
  const upload = await fetch(`${A}/dashboard/report`, { method: 'POST', redirect: 'manual', headers: { Cookie: cookie, Origin: A }, body: form });
  const attachment = await models.ReportAttachment.findOne({ order: [['id', 'DESC']] });
  const download = attachment ? await fetch(`${B}/dashboard/report/attachments/${attachment.id}`, { headers: { Cookie: cookie } }) : null;
  const downloaded = download && download.ok ? Buffer.from(await download.arrayBuffer()) : Buffer.alloc(0);
  const storage = models.createStorage(s3.storageConfig);
  const inBucket = attachment ? await storage.exists(attachment.path) : false;
  check(
    'a file uploaded through A downloads through B',
    upload.status === 302 && downloaded.equals(bytes) && inBucket,
    `upload on A ${upload.status}; download on B ${download?.status ?? 'none'}, ${downloaded.length} of ${bytes.length} bytes, ${downloaded.equals(bytes) ? 'identical' : 'DIFFERENT'}; in the bucket at ${attachment ? s3.storageConfig.prefix + attachment.path : '—'}: ${inBucket}`,
  );

  // 3. A job fired by two schedulers at the same moment runs once.
  const jobName = 'purge-expired-sessions';
  const runAt = String(Date.now() + 6_000);
  const runs = await Promise.all(
    ['scheduler 1', 'scheduler 2'].map(
      (label) =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'support', 'run-job-once.ts'), jobName], {
            cwd: ROOT,
            env: { ...process.env, ...shared, RUN_AT: runAt },
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          children.push(child);
          let out = '';
          child.stdout!.on('data', (c) => (out += c));
          child.stderr!.on('data', (c) => (out += c));
          child.on('exit', () => resolve(`${label}: ${out.trim().split('\n').filter((l) => /^(ran|skipped)$/.test(l)).at(-1) ?? `no answer (${out.trim().slice(-200)})`}`));
        }),
    ),
  );
  const recorded = await models.JobRun.count({ where: { name: jobName } });
  check('a job scheduled on both runs once', recorded === 1 && runs.filter((r) => r.endsWith(': ran')).length === 1, `${runs.join(', ')}; job_runs rows: ${recorded}`);

  // 4. A webhook delivered to both instances fulfils the order once.
  const actor = { id: customer.id, role_id: customer.role_id };
  const malaysia = await models.Country.findOne({ where: { iso2: 'MY' }, rejectOnEmpty: true });
  const expiry = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const { items } = await models.addCartBundle({
    actor,
    service_id: models.SERVICE.RENEWAL,
    type_id: models.IP_TYPE.TRADEMARK,
    lines: [{ filing_no: `TM2I${process.pid}`, country_id: malaysia.id, application_name: 'Two Instances Sdn Bhd', expiry_date: expiry, multiclass_no: 1, multiclass_name: 'Coffee' }],
  });
  const order = await models.createOrder({ actor, cartIds: items.map((i: { id: number }) => i.id) });
  const { providerSessionId } = await models.startCardPayment({ order: order.reference, appUrl: proxy.url, actor });
  const event = await stripe.pay(providerSessionId);
  const deliveries = await Promise.all(
    [A, B].map(async (base) => {
      const response = await fetch(`${base}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.payload,
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as { result?: string } };
    }),
  );
  const paid = await models.Order.findOne({ where: { reference: order.reference }, rejectOnEmpty: true });
  const successes = await models.Payment.count({ where: { order_id: paid.id, status: models.PAYMENT_STATUS.SUCCESS } });
  // The payment mail goes after the commit: give it a moment, then count the ones naming the order.
  let mails = 0;
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    mails = existsSync(outbox) ? readdirSync(outbox).filter((f) => readFileSync(path.join(outbox, f), 'utf8').includes(order.reference)).length : 0;
    if (mails > 0 && i >= 8) break;
  }
  const answers = deliveries.map((d) => `${d.status} ${d.body.result ?? '?'}`);
  check(
    'a webhook delivered to both instances fulfils the order once',
    deliveries.every((d) => d.status === 200) &&
      deliveries.filter((d) => d.body.result === 'fulfilled').length === 1 &&
      paid.status === models.ORDER_STATUS.PAID &&
      successes === 1 &&
      mails === 1,
    `A and B answered ${answers.join(' / ')}; order ${order.reference} status ${paid.status}, ${successes} successful payment(s), ${mails} mail(s) naming it`,
  );

  // 5. Throughput, one after the other (the machine has two cores), after a short unmeasured warm-up.
  await autocannon({ url: `${proxy.url}/`, connections: 4, amount: 40 });
  for (const [label, url] of [
    ['instance A', A],
    ['instance B', B],
    ['proxy (A+B)', proxy.url],
  ] as const) {
    const t = await throughput(url);
    console.log(`      throughput of ${label} on GET /: ${t.rps} req/s, p99 ${t.p99} ms, 8 connections, 5 s${t.non2xx ? ` (${t.non2xx} non-2xx)` : ''}`);
  }
  console.log(`      the proxy sent ${proxy.served[0]} requests to A and ${proxy.served[1]} to B`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error('FAIL  the run stopped:', error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
const failures = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failures} passed, ${failures + (failed ? 1 : 0)} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed || failures > 0 ? 1 : 0);
