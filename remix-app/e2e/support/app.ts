import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { E2E_DATABASE_FILE } from './paths';

const require = createRequire(import.meta.url);

export type Lng = 'en' | 'bm' | 'cn';
/** `<html lang>` of each interface language: Remix (root.tsx) and the console (language.ts). */
export const REMIX_HTML_LANG: Record<Lng, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };
export const CONSOLE_HTML_LANG: Record<Lng, string> = { en: 'en', bm: 'ms', cn: 'zh-CN' };

/**
 * A string of the shared catalogue (`@iprenew/models/i18n/locales/<lng>/<ns>.json`), read at test time.
 * Not through `catalogue` of `@iprenew/models/browser`: Playwright's loader refuses its JSON imports
 * (they carry no `type: 'json'` attribute), which is also why the specs take the schema helpers from
 * `@iprenew/models/schemas/index` rather than the browser entry.
 */
export function t(lng: Lng, key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  const bundle = JSON.parse(readFileSync(require.resolve(`@iprenew/models/i18n/locales/${lng}/${ns}.json`), 'utf8')) as Record<string, unknown>;
  const value = dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`no string ${lng}/${key}`);
  return value;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Read-only query on the e2e SQLite database the server uses. */
export function queryDb<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, sqlite3.OPEN_READONLY, (error) => {
      if (error) reject(error);
    });
    db.all(sql, params, (error, rows) => {
      db.close();
      if (error) reject(error);
      else resolve(rows as T[]);
    });
  });
}

/** Fills and submits a sign-in form (the Remix login variants and the console login share the field names). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  // The sign-in form is the one with a password (the agent login also shows "Become our agent", G-52).
  const form = page.locator('form').filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Collects page errors (uncaught exceptions) for a final assertion. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Screenshots are for people to look at, in every language and width: `bash bench/screenshots.sh`
 * (E2E_SHOTS=1) takes them. The CI run checks the same pages without writing them (a full-page
 * shot costs about a third of a second here, minutes over the suite).
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS === '1';

/**
 * The languages a screen walk ("reads well in …", screenshots at 1280 and 375 px) runs in. The sweep
 * (E2E_SHOTS=1 or E2E_ALL_LANGUAGES=1: bench/screenshots.sh) walks all three. CI walks English and the
 * one other language the spec names, the specs alternating Malay (the longest labels) and Chinese
 * (another script and font), so every CI run reads the app in all three without walking each screen
 * three times (ADR 071). Flows that depend on the language (switching it, amounts, dates, mails) keep
 * their own lists.
 */
export function screenLanguages(ci: Exclude<Lng, 'en'>): Lng[] {
  return SHOTS_WANTED || process.env.E2E_ALL_LANGUAGES === '1' ? ['en', 'bm', 'cn'] : ['en', ci];
}

/** A screenshot to `file` when screenshots are wanted (full page unless `fullPage` is false). */
export async function snap(page: Page, file: string, fullPage = true): Promise<void> {
  if (SHOTS_WANTED) await page.screenshot({ path: file, fullPage });
}

export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snap(page, testInfo.outputPath(`${name}.png`));
}

export { expect };
