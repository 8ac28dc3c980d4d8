/**
 * Where files live (ADR 065): STORAGE_DRIVER=local (the default: STORAGE_DIR on this machine) or
 * s3 (S3-compatible object storage, for several app instances sharing one set of files). Parsed
 * by loadConfig, which collects the problems and refuses to start with one line per bad value.
 */

export const STORAGE_DRIVERS = ['local', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  /** The SDK's region (AWS: the bucket's region; MinIO and most others accept any, us-east-1 by default). */
  region: string;
  /** The server's URL (MinIO, R2, a test server); null = AWS S3 for the region. */
  endpoint: string | null;
  /** Both or neither: null = the SDK's default credential chain (environment, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Path-style URLs (http://host/bucket/key) instead of virtual hosts: MinIO and test servers need them. */
  forcePathStyle: boolean;
  /** Prepended to every key ('' or ending in '/'), so one bucket can hold several environments. */
  prefix: string;
}

export type StorageConfig = { driver: 'local'; dir: string } | S3StorageConfig;

const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** S3 bucket names: 3–63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function parseBoolean(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  const value = optional(raw)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

/** The prefix as stored: segments joined by '/', with a trailing '/'; '' when unset. */
function parsePrefix(raw: string | undefined, problems: string[]): string {
  const value = optional(raw)?.replace(/^\/+|\/+$/g, '');
  if (!value) return '';
  const segments = value.split('/');
  // eslint-disable-next-line no-control-regex
  if (segments.some((s) => s === '' || s === '.' || s === '..') || /[\\\u0000-\u001f\u007f]/.test(value) || value.length > 200) {
    problems.push(`S3_PREFIX must be a relative path such as "iprenew/production" (no empty, "." or ".." segments, no backslashes; got "${raw}")`);
    return '';
  }
  return `${value}/`;
}

export function parseStorageConfig(env: NodeJS.ProcessEnv, storageDir: string, problems: string[]): StorageConfig {
  const driverRaw = optional(env.STORAGE_DRIVER)?.toLowerCase() ?? 'local';
  if (!(STORAGE_DRIVERS as readonly string[]).includes(driverRaw)) {
    problems.push(`STORAGE_DRIVER must be one of ${STORAGE_DRIVERS.join(', ')} (got "${env.STORAGE_DRIVER}")`);
    return { driver: 'local', dir: storageDir };
  }
  if (driverRaw === 'local') return { driver: 'local', dir: storageDir };

  const bucket = optional(env.S3_BUCKET) ?? '';
  if (!bucket) problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3');
  else if (!BUCKET_NAME.test(bucket)) problems.push(`S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);

  const endpointRaw = optional(env.S3_ENDPOINT);
  let endpoint: string | null = null;
  if (endpointRaw) {
    try {
      const url = new URL(endpointRaw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      endpoint = endpointRaw.replace(/\/+$/, '');
    } catch {
      problems.push(`S3_ENDPOINT must be a URL starting with http:// or https:// (got "${endpointRaw}")`);
    }
  }

  const accessKeyId = optional(env.S3_ACCESS_KEY_ID) ?? null;
  const secretAccessKey = optional(env.S3_SECRET_ACCESS_KEY) ?? null;
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credential chain');
  }

  return {
    driver: 's3',
    bucket,
    region: optional(env.S3_REGION) ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    // A custom endpoint (MinIO, a test server) usually has no per-bucket host names.
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== null, problems),
    prefix: parsePrefix(env.S3_PREFIX, problems),
  };
}
