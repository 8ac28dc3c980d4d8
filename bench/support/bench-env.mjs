/**
 * What the database benchmarks share: a whole-number count from the environment (bounded), and the
 * database choice — BENCH_MYSQL_URL (loopback only) for MariaDB/MySQL, else a throw-away SQLite file.
 * A bad value exits with code 2 and says why.
 */
export function countFromEnv(name, fallback, max) {
  const count = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(count) || count < 1 || count > max) {
    console.error(`${name} must be a whole number from 1 to ${max}.`);
    process.exit(2);
  }
  return count;
}

export function chooseBenchDatabase() {
  const mysqlUrl = process.env.BENCH_MYSQL_URL ?? '';
  if (mysqlUrl) {
    const host = new URL(mysqlUrl).hostname.replace(/^\[|\]$/g, '');
    if (!['127.0.0.1', '::1', 'localhost'].includes(host)) {
      console.error(`BENCH_MYSQL_URL must point at the loopback interface (got ${host}).`);
      process.exit(2);
    }
    process.env.TEST_MYSQL_URL = mysqlUrl;
  } else {
    delete process.env.TEST_MYSQL_URL;
  }
}
