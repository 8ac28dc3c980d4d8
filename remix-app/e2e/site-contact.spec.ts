import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { type Lng, screenLanguages, t } from './support/app';
import { E2E_MAIL_OUTBOX_DIR } from './support/paths';
import { siteShot, useLanguage } from './support/site';

/**
 * Contact us (PUB-22..24, G-41, ⚑AMB-14): field errors, the human verification refusing a wrong
 * answer ('Recaptcha is pending to verify'), then success ('Thank you for contact us. …') with the
 * message e-mailed to the business (read from the outbox); the same without JavaScript. The page
 * shows the Penang address and the office map with a zoom-15 Google Maps link.
 */

/** Raw .eml files in the outbox addressed to `to` that contain `marker`. */
function mailsWith(to: string, marker: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_MAIL_OUTBOX_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(E2E_MAIL_OUTBOX_DIR, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .filter((raw) => raw.replace(/=\r?\n/g, '').includes(marker) || Buffer.from(raw).toString('utf8').includes(marker) || decodeBase64Parts(raw).includes(marker));
}

function decodeBase64Parts(raw: string): string {
  return [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
}

/** The sum the built-in check asks for, read from its question. */
async function answerOf(page: Page): Promise<string> {
  const question = await page.locator('.human-check__question').textContent();
  const [a, b] = (question ?? '').match(/\d+/g)!.map(Number);
  return String(a! + b!);
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Message').fill(values.message);
}

test.describe('contact us', () => {
  test('shows field errors, refuses a wrong verification answer, then sends the message', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/contactus');
    await expect(page).toHaveTitle(t('en', 'site:contact.metaTitle'));
    await expect(page.locator('.contact-details__address')).toContainText('Menara Boustead Penang');
    await expect(page.locator('.contact-details__address')).toContainText('George Town');
    await expect(page.getByRole('img', { name: /Map of the IPRenew office/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /[?&]z=15$/);

    // PUB-23: required fields, then the minimum lengths and a valid e-mail.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await fill(page, { name: 'Jo', email: 'not-an-email', message: 'Hey' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Message must be at least 6 characters.')).toBeVisible();
    await siteShot(page, testInfo, 'contact-errors-en');

    // A wrong answer to the human check is refused with the spec's message; nothing is sent.
    const marker = `E2E-${Date.now().toString(36)}`;
    const message = `Hello, please quote two renewals in Thailand. Ref ${marker}`;
    await fill(page, { name: 'Nurul Aina', email: 'nurul.aina@example.com', message });
    const firstToken = await page.locator('input[name="challenge_token"]').inputValue();
    await page.getByLabel(/What is \d+ plus \d+\?/).fill(String(Number(await answerOf(page)) + 1));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Recaptcha is pending to verify')).toBeVisible();
    // The page then reloads its data with a new question (the loader runs after the action).
    await expect(page.locator('input[name="challenge_token"]')).not.toHaveValue(firstToken);
    expect(mailsWith('support@iprenew.com.my', marker)).toHaveLength(0);

    // The right answer: the message goes to the business mailbox.
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await page.getByLabel(/What is \d+ plus \d+\?/).fill(await answerOf(page));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for contact us. We will get back to you shortly.' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect.poll(() => mailsWith('support@iprenew.com.my', marker).length, { timeout: 10_000 }).toBe(1);
    expect(mailsWith('nurul.aina@example.com', 'IPRenew').length).toBeGreaterThan(0);
    await siteShot(page, testInfo, 'contact-sent-en');
    expect(errors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form and the built-in check work as plain HTML', async ({ page }) => {
      const marker = `NOJS-${Date.now().toString(36)}`;
      await page.goto('/contactus');
      await fill(page, { name: 'Tan Wei Ming', email: 'wei.ming@example.com', message: `No-script enquiry ${marker}` });
      await page.getByLabel(/What is \d+ plus \d+\?/).fill(await answerOf(page));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Thank you for contact us. We will get back to you shortly.')).toBeVisible();
      await expect.poll(() => mailsWith('support@iprenew.com.my', marker).length, { timeout: 10_000 }).toBe(1);
    });
  });

  for (const lng of screenLanguages('bm')) {
    test(`contact page in ${lng}`, async ({ page, baseURL }, testInfo) => {
      await useLanguage(page, lng, baseURL!);
      await page.goto('/contactus');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'site:contact.title'));
      await page.locator('button[type="submit"].contact-form__submit').click();
      await expect(page.getByText(t(lng, 'site:contact.validation.name_required'))).toBeVisible();
      await siteShot(page, testInfo, `contact-${lng}`);
    });
  }
});
