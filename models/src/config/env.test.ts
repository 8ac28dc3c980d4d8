import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const root = path.resolve('/srv/iprenew');

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ APP_ROOT: root, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({ APP_ROOT: root });
    expect(config).toMatchObject({
      appEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      appUrl: 'http://127.0.0.1:3000',
      databaseUrl: `sqlite:${path.join(root, 'data', 'iprenew.sqlite')}`,
      smtpUrl: null,
      mailOutboxDir: path.join(root, 'storage', 'mail'),
      storageDir: path.join(root, 'storage'),
      secureCookies: false,
      courierTrackingUrl: 'https://parcelsapp.com/en/tracking/{tracking_no}',
    });
    expect(config.sessionSecrets[0].length).toBeGreaterThanOrEqual(32);
  });

  it('accepts a full production configuration', () => {
    const config = loadConfig({
      APP_ROOT: root,
      APP_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '8080',
      APP_URL: 'https://portal.example.com/',
      DATABASE_URL: 'mysql://app:secret@db:3306/iprenew',
      SESSION_SECRET: 'a'.repeat(40) + ',' + 'b'.repeat(32),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      STORAGE_DIR: '/var/lib/iprenew',
      MAIL_OUTBOX_DIR: 'outbox',
    });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('https://portal.example.com');
    expect(config.secureCookies).toBe(true);
    expect(config.databaseUrl).toBe('mysql://app:secret@db:3306/iprenew');
    expect(config.sessionSecrets).toHaveLength(2);
    expect(config.storageDir).toBe('/var/lib/iprenew');
    expect(config.mailOutboxDir).toBe(path.join(root, 'outbox'));
  });

  it('names every bad value in one error, with what was given', () => {
    const problems = problemsOf({
      APP_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x@y/z',
      SMTP_URL: 'http://mail',
      APP_URL: 'ftp://x',
      SESSION_SECRET: 'short',
      HOST: 'bad host!',
    });
    expect(problems).toEqual([
      'HOST must be a host name or IP address (got "bad host!")',
      'APP_ENV must be one of development, test, production (got "staging")',
      'PORT must be a whole number (got "eighty")',
      'APP_URL must be a URL starting with http:// or https:// (got "ftp://x")',
      'DATABASE_URL must be sqlite:<file path> or mysql://user:password@host:port/database (got "postgres://x@y/z")',
      'SESSION_SECRET must be at least 32 characters (several secrets may be separated by commas, newest first)',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (got "http://mail")',
    ]);
  });

  it('rejects a port out of range and a missing secret in production', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535 (got "70000")']);
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required when APP_ENV=production (at least 32 random characters)',
    ]);
  });

  it('reads the payment providers\' API hosts (unset = the real providers) and refuses a bad one', () => {
    expect(loadConfig({ APP_ROOT: root })).toMatchObject({ stripeApiUrl: null, paypalApiUrl: null });
    const local = loadConfig({ APP_ROOT: root, STRIPE_API_URL: 'http://127.0.0.1:3199/', PAYPAL_API_URL: 'https://paypal.test:8443' });
    expect(local).toMatchObject({ stripeApiUrl: 'http://127.0.0.1:3199', paypalApiUrl: 'https://paypal.test:8443' });
    expect(problemsOf({ STRIPE_API_URL: 'stripe.local', PAYPAL_API_URL: 'ftp://paypal.local' })).toEqual([
      'STRIPE_API_URL must be a URL starting with http:// or https:// (got "stripe.local")',
      'PAYPAL_API_URL must be a URL starting with http:// or https:// (got "ftp://paypal.local")',
    ]);
  });

  it('defaults to production for a production server (npm start, Docker) and for any non-loopback address (ADR 020)', () => {
    // `npm start` sets NODE_ENV=production: without APP_ENV it is production, so the public
    // development secret is refused (and with it the payment sandbox and demo data).
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET is required when APP_ENV=production (at least 32 random characters)']);
    const secret = 's'.repeat(40);
    expect(loadConfig({ APP_ROOT: root, NODE_ENV: 'production', SESSION_SECRET: secret }).appEnv).toBe('production');
    // Listening beyond this machine (the Docker image's HOST=0.0.0.0) is production too.
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'portal.example.com']) {
      expect(problemsOf({ HOST: host })).toEqual(['SESSION_SECRET is required when APP_ENV=production (at least 32 random characters)']);
      expect(loadConfig({ APP_ROOT: root, HOST: host, SESSION_SECRET: secret }).appEnv).toBe('production');
    }
    // Development is asked for explicitly, and then listens on loopback only.
    for (const host of ['127.0.0.1', 'localhost', '::1']) expect(loadConfig({ APP_ROOT: root, HOST: host, NODE_ENV: 'production', APP_ENV: 'development' }).appEnv).toBe('development');
    expect(problemsOf({ APP_ENV: 'development', HOST: '0.0.0.0' })).toEqual([
      'HOST must be a loopback address (127.0.0.1, ::1 or localhost) when APP_ENV=development: the development session secret and the payment sandbox are public; use APP_ENV=production to listen on "0.0.0.0"',
    ]);
    expect(problemsOf({ APP_ENV: 'test', HOST: '0.0.0.0', SESSION_SECRET: secret })).toHaveLength(1);
    // The tools (migrations, seeds, tests) on this machine keep the development default.
    expect(loadConfig({ APP_ROOT: root, NODE_ENV: 'test' }).appEnv).toBe('development');
  });

  it('reads TRUST_PROXY: none by default, a hop count, or proxy addresses / CIDRs; refuses anything else', () => {
    expect(loadConfig({ APP_ROOT: root }).trustProxy).toBe(false);
    expect(loadConfig({ APP_ROOT: root, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ APP_ROOT: root, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ APP_ROOT: root, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ APP_ROOT: root, TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12 ,::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const message = (got: string) =>
      `TRUST_PROXY must be a hop count, or proxy addresses / CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas (got "${got}")`;
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([message('true')]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([message('10.0.0.0/33')]);
    expect(problemsOf({ TRUST_PROXY: 'proxy.local' })).toEqual([message('proxy.local')]);
    expect(problemsOf({ TRUST_PROXY: '99' })).toEqual([
      'TRUST_PROXY must be a hop count from 0 to 10, or proxy addresses / CIDR ranges separated by commas (got "99")',
    ]);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ APP_ROOT: root, PORT: '  ', SMTP_URL: '' }).port).toBe(3000);
  });

  it('reads COURIER_TRACKING_URL: a template with {tracking_no}, or none; anything else is refused (ADR 041)', () => {
    expect(loadConfig({ APP_ROOT: root, COURIER_TRACKING_URL: 'https://track.example/{courier}/{tracking_no}' }).courierTrackingUrl).toBe('https://track.example/{courier}/{tracking_no}');
    expect(loadConfig({ APP_ROOT: root, COURIER_TRACKING_URL: 'none' }).courierTrackingUrl).toBeNull();
    expect(() => loadConfig({ APP_ROOT: root, COURIER_TRACKING_URL: 'https://track.example/' })).toThrow(/COURIER_TRACKING_URL/);
    expect(() => loadConfig({ APP_ROOT: root, COURIER_TRACKING_URL: 'javascript:{tracking_no}' })).toThrow(/COURIER_TRACKING_URL/);
  });
});
