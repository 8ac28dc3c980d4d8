/**
 * Broadcast e-mails (ADM-56..62, G-09, MSG-7, ADR 062), as an admin works them from the menu:
 * - an empty submit shows the fields' messages; a broadcast to two customers chosen in the
 *   multi-select, with a rich-text message, is stored ('Email Submit Successful.');
 * - before its publish date the sender mails no one; at its publish date each recipient gets it
 *   exactly once, however often the job runs; the list shows it Sent with its progress;
 * - a sent broadcast opens read-only and is duplicated as an Inactive draft; delete asks 'Are you
 *   sure you want to delete this email?'.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, queryDb, shot, t } from './support/app';
import { outboxTo } from './support/outbox';
import { writeDb } from './support/site';

const here = path.dirname(fileURLToPath(import.meta.url));
const runSender = () => execFileSync('npx', ['tsx', path.join(here, 'support', 'run-job.ts'), 'broadcast-sender'], { cwd: path.resolve(here, '..'), encoding: 'utf8' });
const mailsTo = (email: string, title: string) => outboxTo(email).filter((mail) => mail.includes(title)).length;
/** A Kuala Lumpur minute as the form's datetime input takes it. */
const klInput = (offsetMinutes: number) => new Date(Date.now() + 8 * 3_600_000 + offsetMinutes * 60_000).toISOString().slice(0, 16);

async function chooseRecipient(page: Page, email: string) {
  const input = page.getByRole('combobox', { name: t('en', 'broadcasts:console.fields.receiver') });
  await input.fill(email);
  await page.getByRole('option', { name: new RegExp(escapeRegExp(email)) }).click();
}

test('a broadcast to two customers is mailed to each exactly once at its publish date, then read-only and duplicated', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const title = `Year-end office hours ${Date.now().toString(36)}`;
  await signInToConsole(page, DEMO.admin);
  await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.email'))}`) }).click();
  await expect(page).toHaveURL(/\/admin\/emails$/);
  await page.getByRole('link', { name: t('en', 'ra:ra.action.create') }).click();

  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'broadcasts:validation.title_required'))).toBeVisible();

  await page.getByLabel(t('en', 'broadcasts:console.fields.title')).fill(title);
  await page.getByLabel(t('en', 'broadcasts:console.fields.publish_date')).fill(klInput(30));
  await chooseRecipient(page, DEMO.customer);
  await chooseRecipient(page, DEMO.customer2);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Our office closes from 24 December to 1 January. Renewals due then are filed before.');
  await shot(page, testInfo, 'create');
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'broadcasts:submit_success'))).toBeVisible();
  const [stored] = await queryDb<{ id: number; receiver: string; status: number }>('SELECT id, receiver, status FROM emails WHERE title = ?', [title]);
  expect(stored!.status).toBe(1);
  expect((JSON.parse(stored!.receiver) as { email: string }[]).map((r) => r.email).sort()).toEqual([DEMO.customer, DEMO.customer2].sort());

  // Before its publish date: no one is mailed.
  runSender();
  expect([mailsTo(DEMO.customer, title), mailsTo(DEMO.customer2, title)]).toEqual([0, 0]);

  // Its publish date comes: each recipient once, however often the sender runs.
  await writeDb([{ sql: 'UPDATE emails SET publish_date = ? WHERE id = ?', params: [new Date(Date.now() - 60_000).toISOString().replace('T', ' ').replace('Z', ' +00:00'), stored!.id] }]);
  runSender();
  runSender();
  expect([mailsTo(DEMO.customer, title), mailsTo(DEMO.customer2, title)]).toEqual([1, 1]);
  expect(outboxTo(DEMO.customer).find((mail) => mail.includes(title))).toContain('Our office closes from 24 December');
  expect(await queryDb('SELECT status FROM broadcast_deliveries WHERE broadcast_id = ?', [stored!.id])).toEqual([{ status: 'sent' }, { status: 'sent' }]);

  // The list shows it sent, with its progress; it opens read-only and is duplicated as a draft.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: title });
  // A reload boots the whole console, then opens the list's own chunk (ADR 070) and reads the list.
  await expect(row).toContainText(`${t('en', 'broadcasts:console.progress.sent')} 2`, { timeout: 15_000 });
  await expect(row).toContainText(t('en', 'broadcasts:console.status.sent'));
  await expect(row.getByRole('button', { name: t('en', 'ra:ra.action.delete') })).toHaveCount(0);
  await shot(page, testInfo, 'list');
  await row.getByRole('link', { name: t('en', 'ra:ra.action.show') }).click();
  await expect(page.getByText(t('en', 'broadcasts:console.read_only_notice'))).toBeVisible();
  await page.getByRole('button', { name: t('en', 'broadcasts:console.duplicate') }).click();
  await expect(page.getByText(t('en', 'broadcasts:duplicate_success'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/emails\/\d+$/);
  await expect(page.getByLabel(t('en', 'broadcasts:console.fields.title'))).toHaveValue(title);
  const copies = await queryDb<{ id: number; status: number; sent_at: string | null }>('SELECT id, status, sent_at FROM emails WHERE title = ? AND id <> ?', [title, stored!.id]);
  expect(copies).toEqual([{ id: copies[0]!.id, status: 0, sent_at: null }]);

  // The draft is deleted after the spec's question.
  await page.goto('/admin/emails');
  const draft = page.getByRole('row').filter({ hasText: title }).filter({ has: page.getByRole('button', { name: t('en', 'ra:ra.action.delete') }) });
  await draft.getByRole('button', { name: t('en', 'ra:ra.action.delete') }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this email?');
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'broadcasts:delete_success'))).toBeVisible();
  await expect.poll(async () => (await queryDb('SELECT id FROM emails WHERE id = ?', [copies[0]!.id])).length).toBe(0);
  expect(errors).toEqual([]);
});
