import { Secret, TOTP } from 'otpauth';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, E2E_PASSWORD } from './support/accounts';
import { collectPageErrors, queryDb, signIn, snap, t, type Lng } from './support/app';
import { signInToConsole } from './support/console';
import { formatFindings, pageFindings } from './support/a11y';
import { useLanguage, writeDb } from './support/site';

/**
 * Two-factor sign-in (issue 18, ADR 077). Done when: a staff member enrols TOTP and cannot sign in
 * without the code by any path — /webadmin, /login?role=accountant and the console's REST login —
 * and can with a code computed here by the same library (otpauth). Then a super admin requires it
 * for all staff and an un-enrolled admin is made to enrol at the next sign-in. Screenshots of the code
 * and enrolment pages at 1280 and 375 px in en, bm and cn with E2E_SHOTS=1 (test-results).
 * Own staff accounts (E2E_USERS): their second factor stays on for the rest of the run.
 */
const ADMIN = 'twofactor.admin@example.test';
const ACCOUNTANT = 'twofactor.accountant@example.test';
const FORCED = 'twofactor.forced@example.test';
const LANGUAGES: Lng[] = ['en', 'bm', 'cn'];
const WIDTHS = [1280, 375] as const;

test.describe.configure({ mode: 'serial' });

/** Each account's last accepted time step: a code is accepted once, so every sign-in needs a newer step. */
const lastStep = new Map<string, number>();
const secrets = new Map<string, string>();
let adminRecoveryCodes: string[] = [];
const stepNow = () => Math.floor(Date.now() / 30_000);

/** A code the server accepts now and has not seen: the next step after the last used, waiting for it when it is too far ahead. */
async function freshCode(email: string): Promise<{ code: string; step: number }> {
  const step = Math.max((lastStep.get(email) ?? 0) + 1, stepNow());
  // The server accepts one step either side of its clock.
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { code: new TOTP({ secret: Secret.fromBase32(secrets.get(email)!) }).generate({ timestamp: step * 30_000 }), step };
}
const used = (email: string, step: number) => lastStep.set(email, step);
/** The sign-in throttle's failures of the loopback address (every e2e journey shares it). */
const clearSignInFailures = () => writeDb([{ sql: 'DELETE FROM login_attempts WHERE succeeded = 0' }]);

const me = async (request: APIRequestContext) => (await request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } })).status();
const restLogin = (request: APIRequestContext, email: string, extra: Record<string, unknown> = {}) =>
  request.post('/api/admin/auth/login', {
    data: { email, password: E2E_PASSWORD, role_hint: email === ACCOUNTANT ? 'accountant' : 'staff', ...extra },
    headers: { Accept: 'application/json' },
  });

async function openUserMenuItem(page: Page, labelKey: string) {
  await page.getByRole('button', { name: t('en', 'ra:ra.auth.user_menu') }).click();
  await page.getByRole('menuitem', { name: t('en', labelKey) }).click();
}

async function shots(page: Page, name: string, heading: (lng: Lng) => string, baseURL: string) {
  for (const lng of LANGUAGES) {
    await useLanguage(page, lng, baseURL);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading(lng) })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await snap(page, test.info().outputPath(`${name}-${lng}-${width}.png`));
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en', baseURL);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: heading('en') })).toBeVisible();
}

test.beforeEach(async () => {
  await clearSignInFailures();
});

test('a staff member enrols TOTP and cannot sign in without the code by any path', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);

  // The admin signs in through /webadmin (no second factor yet) and opens Two-factor sign-in from the user menu.
  await page.goto('/webadmin');
  await signIn(page, ADMIN, E2E_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  await expect(page.locator('#react-admin-title')).toBeAttached({ timeout: 15_000 });
  await openUserMenuItem(page, 'admin:menu.two_factor');
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByTestId('two-factor-status')).toHaveText(t('en', 'admin:two_factor.status_off'));
  await page.getByRole('button', { name: t('en', 'admin:two_factor.start') }).click();

  // The QR code and the key; the first code confirms it; the recovery codes are shown once.
  await expect(page.getByRole('img', { name: t('en', 'admin:two_factor.qr_alt') })).toBeVisible();
  secrets.set(ADMIN, (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, ''));
  expect(secrets.get(ADMIN)).toMatch(/^[A-Z2-7]{32}$/);
  await shots(page, 'console-enrol', (lng) => t(lng, 'admin:two_factor.title'), baseURL!);
  await page.getByLabel(t('en', 'admin:two_factor.code')).fill('000000');
  await page.getByRole('button', { name: t('en', 'admin:two_factor.confirm') }).click();
  await expect(page.getByText(t('en', 'auth:two_factor.code_invalid'))).toBeVisible();
  const first = await freshCode(ADMIN);
  await page.getByLabel(t('en', 'admin:two_factor.code')).fill(first.code);
  await page.getByRole('button', { name: t('en', 'admin:two_factor.confirm') }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  used(ADMIN, first.step);
  adminRecoveryCodes = (await page.getByTestId('recovery-codes').locator('li').allInnerTexts()).map((code) => code.trim());
  await snap(page, test.info().outputPath('console-recovery-codes.png'));
  await page.getByRole('button', { name: t('en', 'admin:two_factor.done') }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText(t('en', 'admin:two_factor.status_on').replace('{{count}}', '10'));

  // Signs out.
  await openUserMenuItem(page, 'ra:ra.auth.logout');
  // The console leaves for /webadmin by a full load (its /admin/login page); wait for it, or the next goto races it (ERR_ABORTED).
  await page.waitForURL(/\/webadmin$/, { timeout: 15_000 });
  await expect.poll(() => me(page.request)).toBe(401);

  // 1. /webadmin: the password alone opens no session; a wrong code neither; the right one does.
  await page.goto('/webadmin');
  await signIn(page, ADMIN, E2E_PASSWORD);
  await page.waitForURL(/\/login\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'auth:two_factor.verify.title') })).toBeVisible();
  expect(await me(page.request)).toBe(401);
  await page.goto('/admin/');
  await page.waitForURL(/\/webadmin$/, { timeout: 15_000 });
  expect(await me(page.request)).toBe(401);
  await page.goto('/login/two-factor');
  await page.getByLabel(t('en', 'auth:two_factor.verify.code_label')).fill('000000');
  await page.getByRole('button', { name: t('en', 'auth:two_factor.verify.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'auth:two_factor.code_invalid') })).toBeVisible();
  expect(await me(page.request)).toBe(401);
  const webadmin = await freshCode(ADMIN);
  await page.getByLabel(t('en', 'auth:two_factor.verify.code_label')).fill(webadmin.code);
  await page.getByRole('button', { name: t('en', 'auth:two_factor.verify.submit') }).click();
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  used(ADMIN, webadmin.step);
  expect(await me(page.request)).toBe(200);
  await context.clearCookies();

  // 2. The console's REST login: 401 with `two_factor` without the code or with a wrong one; 200 with it.
  const bare = await restLogin(page.request, ADMIN);
  expect(bare.status()).toBe(401);
  expect(await bare.json()).toEqual({ message: t('en', 'auth:two_factor.code_required'), two_factor: 'code' });
  expect(await me(page.request)).toBe(401);
  const wrong = await restLogin(page.request, ADMIN, { code: '000000' });
  expect(wrong.status()).toBe(401);
  expect(await me(page.request)).toBe(401);
  const rest = await freshCode(ADMIN);
  const ok = await restLogin(page.request, ADMIN, { code: rest.code });
  expect(ok.status(), await ok.text()).toBe(200);
  used(ADMIN, rest.step);
  expect(await me(page.request)).toBe(200);
  // The same code again is a replay.
  await context.clearCookies();
  expect((await restLogin(page.request, ADMIN, { code: rest.code })).status()).toBe(401);

  // 3. An accountant enrols (through the console's API) and then cannot sign in at /login?role=accountant without the code.
  // The wrong codes above count against this address (ADR 020): every journey signs in from 127.0.0.1, so
  // the suite's own failures would ask the next sign-in for the human check. Start the accountant clean.
  await clearSignInFailures();
  expect((await restLogin(page.request, ACCOUNTANT)).status()).toBe(200);
  expect((await page.request.post('/api/admin/profile/two-factor', { data: { intent: 'start' } })).status()).toBe(200);
  const state = (await (await page.request.get('/api/admin/profile/two-factor')).json()) as { enrolment: { secret: string } };
  secrets.set(ACCOUNTANT, state.enrolment.secret);
  const enrol = await freshCode(ACCOUNTANT);
  expect((await page.request.post('/api/admin/profile/two-factor', { data: { intent: 'confirm', code: enrol.code } })).status()).toBe(200);
  used(ACCOUNTANT, enrol.step);
  await context.clearCookies();

  await page.goto('/login?role=accountant');
  await signIn(page, ACCOUNTANT, E2E_PASSWORD);
  await page.waitForURL(/\/login\/two-factor$/);
  expect(await me(page.request)).toBe(401);
  expect((await restLogin(page.request, ACCOUNTANT)).status()).toBe(401);
  const accountant = await freshCode(ACCOUNTANT);
  await page.getByLabel(t('en', 'auth:two_factor.verify.code_label')).fill(accountant.code);
  await page.getByRole('button', { name: t('en', 'auth:two_factor.verify.submit') }).click();
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  used(ACCOUNTANT, accountant.step);
  const who = await page.request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } });
  expect(((await who.json()) as { user: { email: string } }).user.email).toBe(ACCOUNTANT);
  expect(errors).toEqual([]);
});

test('the code page reads in every language, at 1280 and 375 px, and takes a recovery code once', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/webadmin');
  await signIn(page, ADMIN, E2E_PASSWORD);
  await page.waitForURL(/\/login\/two-factor$/);
  await shots(page, 'code-page', (lng) => t(lng, 'auth:two_factor.verify.title'), baseURL!);
  expect(await me(page.request)).toBe(401);
  // No serious or critical WCAG violation, no raw catalogue key (ADR 069).
  expect(formatFindings(await pageFindings(page, '/login/two-factor'))).toBe('');
  // A recovery code instead of the authenticator's code: once.
  await page.getByLabel(t('en', 'auth:two_factor.verify.code_label')).fill(adminRecoveryCodes[0]!);
  await page.getByRole('button', { name: t('en', 'auth:two_factor.verify.submit') }).click();
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  expect(await me(page.request)).toBe(200);
  await page.context().clearCookies();
  expect((await restLogin(page.request, ADMIN, { recovery_code: adminRecoveryCodes[0] })).status()).toBe(401);
  expect((await restLogin(page.request, ADMIN, { recovery_code: adminRecoveryCodes[1] })).status()).toBe(200);
});

test('a super admin requires it for all staff: an un-enrolled admin is made to enrol at the next sign-in', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  try {
    // The super admin switches it on in the console's settings.
    await signInToConsole(page, DEMO.superAdmin, '/admin/configuration');
    const row = page.locator('[data-setting="staff_two_factor_required"]');
    await expect(row).toContainText(t('en', 'settings:general.keys.staff_two_factor_required'), { timeout: 20_000 });
    await row.locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: t('en', 'settings:actions.save_general') }).click();
    await expect(page.getByText(t('en', 'settings:record_update_success')).first()).toBeVisible();
    await context.clearCookies();

    // The REST login cannot enrol: it says so.
    const rest = await restLogin(page.request, FORCED);
    expect(rest.status()).toBe(401);
    expect(await rest.json()).toMatchObject({ two_factor: 'enrol' });

    // /webadmin sends the un-enrolled admin to the enrolment, with no session yet.
    await page.goto('/webadmin');
    await signIn(page, FORCED, E2E_PASSWORD);
    await page.waitForURL(/\/login\/two-factor\/enrol$/);
    expect(await me(page.request)).toBe(401);
    await expect(page.getByText(t('en', 'auth:two_factor.enrol.forced_intro'))).toBeVisible();
    await expect(page.getByRole('img', { name: t('en', 'auth:two_factor.enrol.qr_alt') })).toBeVisible();
    secrets.set(FORCED, (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, ''));
    await shots(page, 'forced-enrol', (lng) => t(lng, 'auth:two_factor.enrol.title'), baseURL!);
    expect(formatFindings(await pageFindings(page, '/login/two-factor/enrol'))).toBe('');
    // The same key after the reloads.
    expect((await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '')).toBe(secrets.get(FORCED));
    const code = await freshCode(FORCED);
    await page.getByLabel(t('en', 'auth:two_factor.verify.code_label')).fill(code.code);
    await page.getByRole('button', { name: t('en', 'auth:two_factor.enrol.submit') }).click();
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    used(FORCED, code.step);
    await snap(page, test.info().outputPath('forced-recovery-codes.png'));
    await page.getByRole('link', { name: t('en', 'auth:two_factor.recovery.continue') }).click();
    await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
    expect(await me(page.request)).toBe(200);
    // A staff member cannot turn it off while it is required.
    await page.goto('/admin/two-factor');
    await expect(page.getByText(t('en', 'admin:two_factor.required_note'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('en', 'admin:two_factor.disable') })).toHaveCount(0);
    await context.clearCookies();
    // From now on it asks for the code.
    expect(await (await restLogin(page.request, FORCED)).json()).toMatchObject({ two_factor: 'code' });
    expect(errors).toEqual([]);
  } finally {
    // The other journeys sign staff in with a password alone.
    await writeDb([{ sql: `UPDATE configurations SET value = 'false' WHERE key = 'staff_two_factor_required'` }]);
  }
});

test('an admin turns off the lost second factor of an accountant from the Accountants list; the password alone signs in again (ADR 078)', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  // The accountant enrolled in the first journey and needs the code.
  expect(await (await restLogin(page.request, ACCOUNTANT)).json()).toMatchObject({ two_factor: 'code' });
  await context.clearCookies();

  // The admin opens Accountants from the console's menu and finds the accountant by the list's search.
  await signInToConsole(page, DEMO.admin, '/admin/');
  await page.getByRole('menuitem', { name: t('en', 'admin:menu.accountants') }).click();
  await expect(page).toHaveURL(/\/admin\/accountants/);
  await page.getByRole('textbox', { name: /Search name, e-mail or contact/i }).fill(ACCOUNTANT);
  const row = page.getByRole('row').filter({ hasText: ACCOUNTANT });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  const reset = row.getByRole('button', { name: t('en', 'admin:users.actions.reset_two_factor') });
  await reset.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('en', 'admin:users.confirm.reset_two_factor_content'));
  await snap(page, test.info().outputPath('console-reset-two-factor.png'));
  await dialog.getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'users:two_factor_reset_success').replace('{{email}}', ACCOUNTANT))).toBeVisible();
  // Nothing left to turn off: the row action is gone.
  await expect(reset).toHaveCount(0);

  // The accountant was told by e-mail, and signs in with the password alone.
  const [mail] = await queryDb<{ n: number }>("SELECT COUNT(*) AS n FROM audit_mails WHERE user_email = ? AND mailable_type = 'two_factor_reset'", [ACCOUNTANT]);
  expect(Number(mail!.n)).toBe(1);
  await context.clearCookies();
  await clearSignInFailures();
  const again = await restLogin(page.request, ACCOUNTANT);
  expect(again.status(), await again.text()).toBe(200);
  expect(errors).toEqual([]);
});
