import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_MAIL_OUTBOX_DIR } from './support/paths';
import { snap } from './support/app';

/**
 * Public account journeys (ACC.b, ACC.c, ACC.e): register → verification e-mail (read from the
 * outbox the e2e server writes) → verified → sign in; forgot → reset → sign in with the new
 * password; the same registration without JavaScript. Screenshots of every page in en, bm, cn are
 * attached to the report (and saved under test-results/account-pages/).
 */

const SHOTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'test-results', 'account-pages');
const PASSWORD = 'Register123';

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text parts of the outbox mails sent to `email`, oldest first. */
function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_OUTBOX_DIR).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(E2E_MAIL_OUTBOX_DIR, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => {
      const match = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw);
      if (!match) return raw;
      const [, encoding, body] = match;
      if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
      return encoding!.toLowerCase() === 'quoted-printable' ? decodeQuotedPrintable(body!) : body!;
    });
}

async function linkFromMail(email: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const texts = mailsTo(email);
        link = texts
          .flatMap((text) => text.match(/https?:\/\/\S+/g) ?? [])
          .filter((url) => url.includes(pathPart))
          .at(-1);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

const uniqueEmail = (tag: string) => `e2e.${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Waits until the register page runs JavaScript (the no-JS "show the states" button goes away). */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Show the states of this country' })).toHaveCount(0);
}

async function fillRegistration(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nurul Huda');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: /Personal/ }).check();
  await page.getByRole('textbox', { name: 'Contact number', exact: true }).fill('+60124567890');
  await page.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('8 Lebuh Pantai');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('10300');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('George Town');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption({ label: 'Malaysia' });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login?role=client');
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: "Let's go" }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview/);
}

async function shot(page: Page, name: string) {
  await snap(page, path.join(SHOTS_DIR, `${name}.png`));
}

test.describe('registration and e-mail verification', () => {
  test('register → verification e-mail → verified → sign in', async ({ page }) => {
    const email = uniqueEmail('reg');
    await page.goto('/register?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?role=client');

    // ACC-29: the states follow the country.
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeDisabled();
    await fillRegistration(page, email);
    await expect(page.getByRole('combobox', { name: 'State', exact: true }).locator('option')).toHaveCount(17);
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Pulau Pinang' });

    // Client-side validation first (ACC-23, ACC-24): no dialog while a field is wrong.
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Different123');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('The password confirmation does not match the password.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);

    // ACC-30: the terms dialog (16 sections + contact) must be accepted.
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(17);
    await expect(dialog.getByText('No refund', { exact: false }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'I Agree and Register' }).click();

    await expect(page).toHaveURL(`/account/verify?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Account Pending Verification' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login?role=client');

    // ACC-37: resend.
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Verification had been send to your email. Please check your email again')).toBeVisible();

    const link = await linkFromMail(email, '/account/verify/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login to your account' })).toHaveAttribute('href', '/login?role=client');
    await signIn(page, email, PASSWORD);

    // The link works once (G-21).
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText('The request is invalid.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  });

  test('explains the user types (ACC-18), shows every field error at once, and answers a registered e-mail like a new one', async ({ page }) => {
    // Its own client address (the e2e server trusts the loopback proxy), so its registrations do not count against other journeys.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.18' });
    await page.goto('/register?lng=en');
    await hydrated(page);
    // ACC-18: the explanation of the user types.
    await expect(page.getByText('Which user type should I choose?')).toBeVisible();
    await expect(page.getByText('Choose Personal when the trademarks and patents belong to you', { exact: false })).toBeVisible();
    await expect(page.getByText('Choose Company when you act for a company or firm', { exact: false })).toBeVisible();

    // Issue 11: the password rule, the confirmation mismatch and the city minimum (ACC-63), all at once.
    await fillRegistration(page, 'blocked.customer@example.test');
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Pulau Pinang' });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('other');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('KL');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('The password needs to contain at least 1 upper case', { exact: false })).toBeVisible();
    await expect(page.getByText('The password confirmation does not match the password.')).toBeVisible();
    await expect(page.getByText('The city must be at least 3 characters.')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    // An e-mail that already has an account: the same pending page as a new one; its owner is mailed.
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('George Town');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('dialog', { name: 'Terms of Service' }).getByRole('button', { name: 'I Agree and Register' }).click();
    await expect(page).toHaveURL(`/account/verify?email=${encodeURIComponent('blocked.customer@example.test')}`);
    await expect(page.getByRole('heading', { name: 'Account Pending Verification' })).toBeVisible();
    await expect.poll(() => mailsTo('blocked.customer@example.test').some((text) => text.includes('Someone has just tried to create a new IPRenew account')), { timeout: 10_000 }).toBe(true);
  });

  test('registers without JavaScript: states by a round trip, terms inline', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('nojs');
    await page.goto('/register?lng=en');
    await fillRegistration(page, email);
    await page.getByRole('button', { name: 'Show the states of this country' }).click();
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(/\d+/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Nurul Huda');
    // Passwords are never sent back.
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Selangor' });
    await expect(page.locator('#terms-inline-content h3')).toHaveCount(17);
    await page.getByLabel('I have read and agree to the Terms of Service.').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(`/account/verify?email=${encodeURIComponent(email)}`);
    await context.close();
  });

  test('the pending page without an e-mail goes to the landing page', async ({ page }) => {
    await page.goto('/account/verify');
    await expect(page).toHaveURL('/');
  });
});

test.describe('forgot and reset password', () => {
  test('forgot → e-mailed link → reset → sign in with the new password', async ({ page }) => {
    const email = uniqueEmail('reset');
    await page.goto('/register?lng=en');
    await hydrated(page);
    await fillRegistration(page, email);
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Johor' });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I Agree and Register' }).click();
    await expect(page).toHaveURL(/\/account\/verify\?email=/);
    await page.goto(await linkFromMail(email, '/account/verify/'));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await page.goto('/forgot/password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('no.such.user@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset request link had been send to your email')).toBeVisible();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset request link had been send to your email')).toBeVisible();
    const link = await linkFromMail(email, '/forgot/password/');
    expect(link).toMatch(/^\/forgot\/password\/[0-9a-f]{64}\/request\?q=/);

    await page.goto('/forgot/password/' + 'a'.repeat(64) + '/request?q=' + encodeURIComponent(email));
    await expect(page.getByRole('heading', { name: 'The request is invalid' })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText('The password needs to contain at least 1 upper case, 1 lower case, 1 numeric number, and at least 6 characters.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Changed456');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Changed456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successuful' })).toBeVisible();

    await signIn(page, email, 'Changed456');
  });
});

test.describe('account pages in three languages', () => {
  test('screenshots of register, verify, forgot and reset in en, bm and cn', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('shots');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lng of ['en', 'bm', 'cn'] as const) {
      await page.goto(`/register?lng=${lng}`);
      await shot(page, `register-${lng}`);
      await page.goto(`/account/verify?email=${encodeURIComponent(email)}&lng=${lng}`);
      await shot(page, `verify-pending-${lng}`);
      await page.goto(`/account/verify/${'0'.repeat(64)}?email=${encodeURIComponent(email)}&lng=${lng}`);
      await shot(page, `verify-invalid-${lng}`);
      await page.goto(`/forgot/password?lng=${lng}`);
      await shot(page, `forgot-${lng}`);
      await page.goto(`/forgot/password/${'0'.repeat(64)}/request?q=${encodeURIComponent(email)}&lng=${lng}`);
      await shot(page, `reset-invalid-${lng}`);
    }
    // The dialog and a valid reset form, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register?lng=en');
    await hydrated(page);
    await fillRegistration(page, email);
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await snap(page, path.join(SHOTS_DIR, 'register-terms-dialog-mobile.png'), false);
    await page.getByRole('dialog').getByRole('button', { name: 'I Agree and Register' }).click();
    await expect(page).toHaveURL(/\/account\/verify/);
    await page.goto(`/forgot/password?lng=en`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').first()).toBeVisible();
    const link = await linkFromMail(email, '/forgot/password/');
    for (const lng of ['en', 'bm', 'cn'] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${link}&lng=${lng}`);
      await shot(page, `reset-form-${lng}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register?lng=cn');
    await shot(page, 'register-cn-mobile');
  });
});
