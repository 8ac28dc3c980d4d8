import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { findRootDir } from './root-dir';

/**
 * A schema lint of docker-compose.yml (issue 17: the scaled profile is deployment documentation,
 * checked in CI — there is no Docker engine here): every service can be made, every dependency and
 * volume exists, the single-machine default is intact, and the scaled profile has two app instances
 * behind the load balancer, one scheduler, S3 storage, and an environment the app's own
 * configuration accepts for production.
 */

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  command?: string[] | string;
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const root = findRootDir();
let compose: ComposeFile;

beforeAll(async () => {
  // js-yaml has no type declarations; it is a root development dependency.
  const yaml = (await import('js-yaml' as string)) as { load(text: string): unknown };
  compose = yaml.load(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;
});

const entries = () => Object.entries(compose.services);
const inScaled = ([, s]: [string, Service]) => (s.profiles ?? []).includes('scaled');
const commandOf = (s: Service) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));
const isApp = (s: Service) => /\bnpm run (--silent )?start\b/.test(commandOf(s));
const isScheduler = (s: Service) => /\bnpm run (--silent )?workers\b/.test(commandOf(s));
const dependencies = (s: Service) => (Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {}));

function environmentOf(s: Service): Record<string, string> {
  const env = s.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** Compose's interpolation with an operator's answers: ${X:-default} → default, ${X:?…} and ${X} → a set value. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{(\w+):-([^}]*)\}/g, (_m, _name, fallback: string) => fallback)
    .replace(/\$\{(\w+)(:\?[^}]*)?\}/g, (_m, name: string) => `set-by-operator-${name.toLowerCase()}-0123456789abcdef0123456789abcdef`);
}

describe('docker-compose.yml', () => {
  it('gives every service an image or a build, and every dependency names a service', () => {
    for (const [name, service] of entries()) {
      expect(service.image ?? service.build, `${name} has neither image nor build`).toBeTruthy();
      for (const dependency of dependencies(service)) expect(Object.keys(compose.services), `${name} depends on ${dependency}`).toContain(dependency);
    }
  });

  it('declares every named volume it mounts, and every mounted file exists', () => {
    const declared = Object.keys(compose.volumes ?? {});
    for (const [name, service] of entries()) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
        if (source.startsWith('.') || source.startsWith('/')) {
          expect(existsSync(path.resolve(root, source)), `${name} mounts ${source}`).toBe(true);
        } else {
          expect(declared, `${name} mounts the volume ${source}`).toContain(source);
        }
      }
    }
  });

  it('keeps the single-machine default: db, web and workers start without a profile', () => {
    const always = entries().filter(([, s]) => !s.profiles?.length);
    expect(always.map(([name]) => name).sort()).toEqual(['db', 'web', 'workers']);
    expect(always.filter(([, s]) => isScheduler(s))).toHaveLength(1);
    // Profiled services never start with a plain `docker compose up`; only "scaled" is used.
    for (const [name, s] of entries()) for (const profile of s.profiles ?? []) expect(profile, name).toBe('scaled');
  });

  it('has, in the scaled profile, two app instances behind the load balancer and one scheduler', () => {
    const scaled = entries().filter(inScaled);
    const apps = scaled.filter(([, s]) => isApp(s)).map(([name]) => name);
    expect(apps).toHaveLength(2);
    expect(scaled.filter(([, s]) => isScheduler(s))).toHaveLength(1);
    const [, lb] = scaled.find(([name]) => name === 'lb') ?? [];
    expect(lb, 'a service named lb').toBeDefined();
    expect(dependencies(lb!).sort()).toEqual([...apps].sort());
    const configMount = (lb!.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':')[0]! : (v.source ?? ''))).find((s) => s.startsWith('./deploy/'));
    expect(configMount, 'the load balancer mounts its configuration from deploy/').toBeDefined();
    const config = readFileSync(path.resolve(root, configMount!), 'utf8');
    for (const app of apps) expect(config).toMatch(new RegExp(`^\\s*server\\s+\\S+\\s+${app}:3000\\b`, 'm'));
    // The database and the object storage are there, and nothing migrates twice.
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['db', 'minio']));
    const migrators = scaled.filter(([, s]) => /db:migrate/.test(commandOf(s)));
    expect(migrators).toHaveLength(1);
    for (const app of apps) expect(dependencies(compose.services[app]!)).toContain(migrators[0]![0]);
  });

  it('gives every app instance and the scheduler an environment the app accepts in production, with S3 storage', () => {
    const scaled = entries().filter(inScaled).filter(([, s]) => isApp(s) || isScheduler(s));
    const singles = entries().filter(([name]) => name === 'web' || name === 'workers');
    for (const [name, service] of [...scaled, ...singles]) {
      const raw = environmentOf(service);
      expect(raw.APP_ENV, name).toBe('production');
      expect(raw.SESSION_SECRET, `${name} SESSION_SECRET`).toMatch(/\$\{SESSION_SECRET:\?/);
      expect(raw.DATABASE_URL, `${name} DATABASE_URL`).toMatch(/^mysql:\/\/.+@db:3306\//);
      const env = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, interpolate(v)]));
      const config = loadConfig({ ...env, APP_ROOT: '/app' });
      expect(config.appEnv, name).toBe('production');
      if (inScaled([name, service])) {
        expect(raw.STORAGE_DRIVER, `${name} STORAGE_DRIVER`).toBe('s3');
        expect(config.storage).toMatchObject({ driver: 's3', endpoint: 'http://minio:9000', forcePathStyle: true });
      }
    }
  });
});
