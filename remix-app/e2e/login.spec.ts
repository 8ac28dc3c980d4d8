import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import bcrypt from 'bcryptjs';
import sqlite3 from 'sqlite3';
import { BLOCKED_MESSAGE, DEMO_PASSWORD } from './support/accounts';
import { E2E_DATABASE_FILE } from './support/paths';
import { screenLanguages, snap } from './support/app';

/**
 * The signed-in shell end to end (issue 3, H2): member login → dashboard → profile → change password →
 * logout → login with the new password; the blocked message; the show/hide toggle and the no-JS
 * form; screenshots of login, dashboard and profile in en, bm and cn (SCREENSHOT_DIR, default
 * test-results/screens).
 * The journey's member is created here (not a shared demo account), so changing its password
 * does not disturb the other specs.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENS = process.env.SCREENSHOT_DIR ?? path.join(here, '..', 'test-results', 'screens');

function run(sql: string, params: unknown[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, (error) => error && reject(error));
    db.run(sql, params, (error) => {
      db.close();
      if (error) reject(error);
      else resolve();
    });
  });
}

function first<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, sqlite3.OPEN_READONLY, (error) => error && reject(error));
    db.get(sql, params, (error, row) => {
      db.close();
      if (error) reject(error);
      else resolve(row as T | undefined);
    });
  });
}

/** A verified, active member with a complete Malaysian address. */
async function createMember(email: string, name: string, password: string): Promise<void> {
  const my = await first<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
  const state = await first<{ id: number }>('SELECT id FROM states WHERE country_id = ? ORDER BY name LIMIT 1', [my!.id]);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await run(
    `INSERT INTO users (name, email, password, contact, address_1, poscode, city, state_id, country_id, type, role_id, status_id,
       language, currency, email_verified_at, created_at, updated_at)
     VALUES (?, ?, ?, '0124445566', '18 Lebuh Pantai', '10300', 'George Town', ?, ?, 'Personal', 4, 1, 'en', 'MYR', ?, ?, ?)`,
    [name, email, await bcrypt.hash(password, 10), state!.id, my!.id, now, now, now],
  );
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await snap(page, path.join(SCREENS, `${name}.png`));
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByLabel(/e-mail|电子邮箱|Alamat e-mel/i).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]', { hasText: /Let's go|Jom mula|开始吧/ }).click();
}

const stamp = Date.now().toString(36);

test.describe('member journey', () => {
  const email = `journey.${stamp}@example.test`;
  const OLD = 'Journey123';
  const NEW = 'Journey456';

  test.beforeAll(async () => {
    await createMember(email, 'Nur Journey', OLD);
  });

  test('login → dashboard → profile → change password → logout → login with the new password', async ({ page }) => {
    await signIn(page, '/login', email, OLD);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nur Journey');
    await expect(page.getByTestId('last-login')).toHaveText('First Time Login');
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Nur Journey');
    await expect(banner).toContainText('Personal');
    // The sidebar shows only the pages of this build that a member may open.
    const sidebar = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Applications', 'Request Renewal', 'Trademark Search', 'Trademark Application', 'Cart', 'My Orders', 'Renewal Forecast', 'Delivery', 'Report an Issue', 'My Profile', 'Change Password']);

    await sidebar.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await page.getByLabel('City').fill('Bayan Lepas');
    await page.getByLabel('Name', { exact: true }).fill('Al');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('The name must be at least 3 characters.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Nur Journey Binti Ali');
    // The state list follows the country.
    await page.getByLabel('Country').selectOption({ label: 'Singapore' });
    await expect(page.getByLabel('State')).toContainText('Select a state');
    await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
    await expect(page.getByLabel('State').locator('option', { hasText: 'Selangor' })).toHaveCount(1);
    await page.getByLabel('State').selectOption({ label: 'Selangor' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile update successuful' })).toBeVisible();
    const saved = await first<{ name: string; city: string }>('SELECT name, city FROM users WHERE email = ?', [email]);
    expect(saved).toEqual({ name: 'Nur Journey Binti Ali', city: 'Bayan Lepas' });

    await sidebar.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/change\/password$/);
    await page.getByLabel('Current password').fill(OLD);
    await page.getByLabel('New password', { exact: true }).fill(NEW);
    await page.getByLabel('Confirm new password').fill('Journey457');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('The new password confirmation does not match the new password.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(NEW);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password update successuful' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\?role=client$/);

    await signIn(page, '/login?role=client', email, OLD);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, '/login?role=client', email, NEW);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByTestId('last-login')).toContainText('Last login:');
  });
});

test.describe('sign-in throttle (issue 11, G-66, ADR 020)', () => {
  const email = `attacked.${stamp}@example.test`;
  const PASSWORD = 'Attacked123';

  test.beforeAll(async () => {
    await createMember(email, 'Aida Attacked', PASSWORD);
  });

  test("a stranger's 10 wrong passwords never lock the owner out: the right password with the security check signs in", async ({ browser }) => {
    // The stranger and the owner each sign in from their own address (the e2e server trusts the
    // loopback proxy), so these failures do not ask the other journeys for the check.
    const stranger = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.66' } });
    const attacker = await stranger.newPage();
    for (let i = 0; i < 10; i++) {
      await signIn(attacker, '/login', email, `Wrong${i}pass`);
      await expect(attacker.getByRole('alert')).toBeVisible();
    }
    await expect(attacker.getByRole('alert')).toContainText('Please answer the check below');
    await stranger.close();

    const home = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } });
    const page = await home.newPage();
    await signIn(page, '/login', email, PASSWORD);
    // The account is not locked: the page asks for the security check.
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed sign-ins for this account or from your network. Please answer the check below and sign in again.',
    );
    const question = await page.locator('label[for="challenge_answer"]').innerText();
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('#challenge_answer').fill(String(a! + b!));
    await page.locator('button[type="submit"]', { hasText: "Let's go" }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Aida Attacked');
    await home.close();
    // The owner was told by e-mail, once.
    const mails = await first<{ n: number }>("SELECT COUNT(*) AS n FROM audit_mails WHERE user_email = ? AND mailable_type = 'LoginAttack'", [email]);
    expect(mails!.n).toBe(1);
  });
});

test.describe('login page', () => {
  test('a blocked member sees the blocked message', async ({ page }) => {
    await signIn(page, '/login', 'blocked.customer@example.test', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(BLOCKED_MESSAGE);
  });

  test('the password toggle shows and hides the password; an unknown role is a 404', async ({ page }) => {
    await page.goto('/login?role=agent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent login');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    const password = page.locator('input[name="password"]');
    await password.fill('Secret99');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    const response = await page.goto('/login?role=superman');
    expect(response?.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form still signs in and the password is a plain field', async ({ page }) => {
      const email = `nojs.${stamp}@example.test`;
      await createMember(email, 'No Script', 'NoScript123');
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
      await signIn(page, '/login', email, 'NoScript123');
      await expect(page).toHaveURL(/\/dashboard\/overview$/);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login\?role=client$/);
    });
  });
});

test.describe('screenshots', () => {
  const email = `screens.${stamp}@example.test`;
  test.beforeAll(async () => {
    await createMember(email, 'Lim Mei Ling', 'Screens123');
  });

  for (const lng of screenLanguages('bm')) {
    test(`login, dashboard and profile in ${lng}`, async ({ page, context, baseURL }) => {
      // The `lng` cookie as Remix's createCookie writes it (base64 of the JSON value).
      await context.addCookies([{ name: 'lng', value: encodeURIComponent(Buffer.from(JSON.stringify(lng)).toString('base64')), url: baseURL! }]);
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.goto('/login');
      await shot(page, `login-${lng}`);
      await signIn(page, '/login', email, 'Screens123');
      await expect(page).toHaveURL(/\/dashboard\/overview$/);
      await shot(page, `dashboard-${lng}`);
      await page.goto('/dashboard/user/profile');
      await shot(page, `profile-${lng}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard/overview');
      await shot(page, `dashboard-mobile-${lng}`);
      await page.getByRole('button', { name: /Logout|Log Keluar|退出登录/ }).click();
    });
  }
});
