import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { E2E_DATABASE_FILE } from './paths';
import { SHOTS_WANTED, snap } from './app';

/** Helpers of the site-*.spec.ts journeys (news, reviews, contact, currency). */

/** Outside Playwright's output folder, which every run empties. */
export const SITE_SHOTS_DIR = process.env.SITE_SHOTS_DIR ?? path.join(os.tmpdir(), 'iprenew-site-shots');

/** A full-page screenshot, attached to the report and kept in SITE_SHOTS_DIR. */
export async function siteShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(SITE_SHOTS_DIR, { recursive: true });
  const file = path.join(SITE_SHOTS_DIR, `${name}.png`);
  // From the top, so the sticky header does not cover the page's own heading.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, file);
  if (SHOTS_WANTED) await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Runs write statements on the e2e SQLite database the server uses (test data a journey needs). */
export function writeDb(statements: { sql: string; params?: unknown[] }[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, sqlite3.OPEN_READWRITE, (error) => {
      if (error) reject(error);
    });
    db.configure('busyTimeout', 5000);
    db.serialize(() => {
      let failed: Error | null = null;
      for (const { sql, params = [] } of statements) {
        db.run(sql, params, (error) => {
          if (error && !failed) failed = error;
        });
      }
      db.close((error) => {
        if (failed ?? error) reject(failed ?? error);
        else resolve();
      });
    });
  });
}

/** Stores the interface language in the `lng` cookie (as the language switch does), for journeys that navigate. */
export async function useLanguage(page: Page, lng: 'en' | 'bm' | 'cn', baseURL: string): Promise<void> {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(lng)).toString('base64'));
  await page.context().addCookies([{ name: 'lng', value, url: baseURL }]);
}
