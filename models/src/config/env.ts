import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { findRootDir } from './root-dir';
import { parseStorageConfig, type StorageConfig } from './storage-config';

/**
 * Configuration comes only from the environment. Every variable is documented in README.md.
 * `loadConfig` validates all of them at once and throws a ConfigError that lists one clear
 * line per bad value, so a misconfigured server refuses to start instead of failing later.
 */

const APP_ENVS = ['development', 'test', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface AppConfig {
  appEnv: AppEnv;
  rootDir: string;
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string;
  sessionSecrets: string[];
  smtpUrl: string | null;
  mailFrom: string;
  mailOutboxDir: string;
  storageDir: string;
  /** Where files live: local disk under storageDir, or S3-compatible object storage (STORAGE_DRIVER, ADR 065). */
  storage: StorageConfig;
  secureCookies: boolean;
  /** Stripe's API base (scheme, host, port), e.g. the local Stripe server in tests; null = api.stripe.com. */
  stripeApiUrl: string | null;
  /** PayPal's REST API base, e.g. the local PayPal server in tests; null = PayPal's host for the configured mode. */
  paypalApiUrl: string | null;
  /**
   * Which reverse proxies' X-Forwarded-For is believed (TRUST_PROXY): false = none (the socket
   * address is the client), a hop count, or the proxies' addresses / CIDR ranges (ADR 020).
   */
  trustProxy: TrustProxy;
  /**
   * DLV-4, G-37, ADR 041: the courier tracking link shown beside a tracking number, with
   * `{tracking_no}` and `{courier}` placeholders (URL-encoded when filled); null = no link.
   */
  courierTrackingUrl: string | null;
}

/** COURIER_TRACKING_URL's default: a multi-courier tracker that needs only the tracking number. */
export const DEFAULT_COURIER_TRACKING_URL = 'https://parcelsapp.com/en/tracking/{tracking_no}';

/** TRUST_PROXY parsed: none, a number of hops, or a list of addresses / CIDRs / Express names. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Express) understands in a trust list. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: empty/false/none → false; a whole number 0–10 → hops (0 = none); else comma-separated addresses or CIDRs. */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = optional(raw);
  if (!value || ['false', 'none', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) problems.push(`TRUST_PROXY must be a hop count from 0 to 10, or proxy addresses / CIDR ranges separated by commas (got "${value}")`);
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isTrustedProxyEntry(e));
  if (bad.length > 0 || entries.length === 0) {
    problems.push(
      `TRUST_PROXY must be a hop count, or proxy addresses / CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas (got "${value}")`,
    );
    return false;
  }
  return entries;
}

/** Whether a listening address is this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me-0123456789';

const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

const portSchema = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, 'must be between 1 and 65535');

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

function isDatabaseUrl(value: string): boolean {
  if (value.startsWith('sqlite:')) return value.length > 'sqlite:'.length;
  try {
    const url = new URL(value);
    return (url.protocol === 'mysql:' || url.protocol === 'mariadb:') && url.hostname !== '' && url.pathname.length > 1;
  } catch {
    return false;
  }
}

function check<T>(problems: string[], name: string, raw: string, schema: z.ZodType<T>): T | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  problems.push(`${name} ${result.error.issues[0]?.message ?? 'is invalid'} (got "${raw}")`);
  return undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const rootDir = optional(env.APP_ROOT) ? path.resolve(env.APP_ROOT!) : findRootDir();
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.resolve(rootDir, p));

  const host = optional(env.HOST) ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) problems.push(`HOST must be a host name or IP address (got "${host}")`);

  // Production by default (ADR 020): a production server (NODE_ENV=production: `npm start`, the
  // Docker image) or one listening beyond this machine is production unless APP_ENV says otherwise;
  // development (the public session secret, the payment sandbox, demo data) is asked for explicitly
  // (scripts/start.sh does) and then listens on loopback only.
  const defaultAppEnv: AppEnv = env.NODE_ENV === 'production' || !isLoopbackHost(host) ? 'production' : 'development';
  const appEnvRaw = optional(env.APP_ENV) ?? defaultAppEnv;
  const appEnv = check(problems, 'APP_ENV', appEnvRaw, z.enum(APP_ENVS, `must be one of ${APP_ENVS.join(', ')}`)) ?? defaultAppEnv;
  if (appEnv !== 'production' && !isLoopbackHost(host)) {
    problems.push(
      `HOST must be a loopback address (127.0.0.1, ::1 or localhost) when APP_ENV=${appEnv}: the development session secret and the payment sandbox are public; use APP_ENV=production to listen on "${host}"`,
    );
  }

  const port = check(problems, 'PORT', optional(env.PORT) ?? '3000', portSchema) ?? 3000;

  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const appUrlRaw = optional(env.APP_URL) ?? `http://${urlHost}:${port}`;
  const appUrl = (check(problems, 'APP_URL', appUrlRaw, urlWithProtocols(['http:', 'https:'])) ?? appUrlRaw).replace(/\/+$/, '');

  const databaseUrlRaw = optional(env.DATABASE_URL) ?? `sqlite:${path.join('data', 'iprenew.sqlite')}`;
  let databaseUrl = databaseUrlRaw;
  if (!isDatabaseUrl(databaseUrlRaw)) {
    problems.push(
      `DATABASE_URL must be sqlite:<file path> or mysql://user:password@host:port/database (got "${databaseUrlRaw}")`,
    );
  } else if (databaseUrlRaw.startsWith('sqlite:') && databaseUrlRaw !== 'sqlite::memory:') {
    databaseUrl = `sqlite:${resolve(databaseUrlRaw.slice('sqlite:'.length))}`;
  }

  const secretRaw = optional(env.SESSION_SECRET);
  let sessionSecrets: string[] = [DEV_SESSION_SECRET];
  if (secretRaw) {
    sessionSecrets = secretRaw.split(',').map((s) => s.trim()).filter(Boolean);
    if (sessionSecrets.some((s) => s.length < 32)) {
      problems.push('SESSION_SECRET must be at least 32 characters (several secrets may be separated by commas, newest first)');
    }
  } else if (appEnv === 'production') {
    problems.push('SESSION_SECRET is required when APP_ENV=production (at least 32 random characters)');
  }

  const smtpRaw = optional(env.SMTP_URL);
  const smtpUrl = smtpRaw ? (check(problems, 'SMTP_URL', smtpRaw, urlWithProtocols(['smtp:', 'smtps:'])) ?? null) : null;

  const mailFrom = optional(env.MAIL_FROM) ?? 'IPRenew <no-reply@iprenew.example>';
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an e-mail address (got "${mailFrom}")`);

  const mailOutboxDir = resolve(optional(env.MAIL_OUTBOX_DIR) ?? path.join('storage', 'mail'));
  const storageDir = resolve(optional(env.STORAGE_DIR) ?? 'storage');
  const storage = parseStorageConfig(env, storageDir, problems);

  const apiUrl = (name: string): string | null => {
    const raw = optional(env[name]);
    if (!raw) return null;
    const value = check(problems, name, raw, urlWithProtocols(['http:', 'https:']));
    return value === undefined ? null : new URL(value).origin;
  };
  const stripeApiUrl = apiUrl('STRIPE_API_URL');
  const paypalApiUrl = apiUrl('PAYPAL_API_URL');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const courierRaw = env.COURIER_TRACKING_URL === undefined ? DEFAULT_COURIER_TRACKING_URL : optional(env.COURIER_TRACKING_URL);
  let courierTrackingUrl: string | null = null;
  if (courierRaw && !['none', 'off'].includes(courierRaw.toLowerCase())) {
    const probe = courierRaw.replaceAll('{tracking_no}', 'X').replaceAll('{courier}', 'X');
    if (courierRaw.includes('{tracking_no}') && urlWithProtocols(['http:', 'https:']).safeParse(probe).success) courierTrackingUrl = courierRaw;
    else problems.push(`COURIER_TRACKING_URL must be an http(s) URL containing {tracking_no}, or "none" (got "${courierRaw}")`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    appEnv,
    rootDir,
    host,
    port,
    appUrl,
    databaseUrl,
    sessionSecrets,
    smtpUrl,
    mailFrom,
    mailOutboxDir,
    storageDir,
    storage,
    secureCookies: appUrl.startsWith('https:'),
    stripeApiUrl,
    paypalApiUrl,
    trustProxy,
    courierTrackingUrl,
  };
}

let cached: AppConfig | undefined;

/** The process-wide configuration, validated once. */
export function getConfig(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** For tests that change the environment. */
export function resetConfigCache(): void {
  cached = undefined;
}
