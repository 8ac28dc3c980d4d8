import { describe, expect, it } from 'vitest';
import { LANGUAGES, MAIL_TYPES, mailTypeLabelKey, ROLE } from '../../constants/index';
import { catalogue } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { buildAgent, buildCustomer, buildStaff, caught, queriesOf, useTestWorld } from '../../testing/index';
import { getAuditMail, listAuditMails, listAuditMailTypes } from './list-audit-mails';
import { resendMail } from './resend-audit-mail-op';

/** The console's audit mails (ADM-80, ADM-81, ACL-54, ADR 057) on a real database. */
const world = useTestWorld();

const lookup = (lng: (typeof LANGUAGES)[number], key: string): unknown => {
  const [ns, path] = key.split(':') as [string, string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (catalogue[lng] as Record<string, unknown>)[ns]);
};

const notice = (to: string, reference: string, mailableType = 'Notice') =>
  sendMail({ to, template: 'notice', language: 'en', data: { heading: 'Hello', paragraphs: ['A notice for you.'] }, reference, mailableType });

describe('audit mails in the console', () => {
  it('labels every kind of mail in the three languages', () => {
    for (const lng of LANGUAGES) {
      const missing = MAIL_TYPES.filter((type) => typeof lookup(lng, mailTypeLabelKey(type)) !== 'string');
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
    expect(mailTypeLabelKey('ResetPasswordLink')).toBe('admin:audit_mails.types.reset_password_link');
  });

  it('lists for SA and AD, newest first, filtered by type, status and a search; one query count whatever the page', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const run = Date.now().toString(36);
    await notice(`first.${run}@example.com`, `AM-${run}-1`);
    await notice(`second.${run}@example.com`, `AM-${run}-2`, 'payment_success');
    const failed = await notice(`third.${run}@example.com`, `AM-${run}-3`);
    await AuditMail.update({ status: 0, error: 'SMTP 550' }, { where: { id: failed.auditMail.id } });

    const page = await listAuditMails({ actor: admin, filter: { q: `AM-${run}` } });
    expect(page.rows.map((r) => [r.reference, r.delivered, r.type_label_key, r.can_resend])).toEqual([
      [`AM-${run}-3`, false, 'admin:audit_mails.types.notice', false],
      [`AM-${run}-2`, true, 'admin:audit_mails.types.payment_success', false],
      [`AM-${run}-1`, true, 'admin:audit_mails.types.notice', false],
    ]);
    expect((await listAuditMails({ actor: superAdmin, filter: { q: `AM-${run}`, type: 'payment_success' } })).rows.map((r) => r.reference)).toEqual([`AM-${run}-2`]);
    expect((await listAuditMails({ actor: superAdmin, filter: { q: `AM-${run}`, status: 2 } })).rows.map((r) => [r.reference, r.error, r.can_resend])).toEqual([[`AM-${run}-3`, 'SMTP 550', true]]);
    expect((await listAuditMails({ actor: superAdmin, filter: { q: `first.${run}@` } })).total).toBe(1);
    expect(await listAuditMailTypes({ actor: admin })).toEqual(expect.arrayContaining([{ id: 'Notice', label_key: 'admin:audit_mails.types.notice' }, { id: 'payment_success', label_key: 'admin:audit_mails.types.payment_success' }]));
    expect((await getAuditMail({ actor: admin, id: failed.auditMail.id })).user_email).toBe(`third.${run}@example.com`);
    expect(await queriesOf(() => listAuditMails({ actor: admin, limit: 1 }))).toBe(await queriesOf(() => listAuditMails({ actor: admin, limit: 50 })));

    for (const actor of [await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), await buildCustomer()]) {
      expect((await caught(listAuditMails({ actor }))).status).toBe(403);
    }
    expect((await caught(listAuditMails({ actor: admin, filter: { status: 'x' } }))).status).toBe(400);
  });

  it('resends (super admin only) from the saved template and payload as a new record; the admin is refused', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const to = `resend.${Date.now().toString(36)}@example.com`;
    const original = await notice(to, 'AM-RESEND');
    world().clearMail();
    expect((await caught(resendMail({ actor: admin, id: original.auditMail.id }))).status).toBe(403);
    expect(world().mailsTo(to)).toHaveLength(0);

    const result = await resendMail({ actor: superAdmin, id: original.auditMail.id });
    expect(result.message).toBe('admin:audit_mails.resent');
    expect(result.mail).toMatchObject({ reference: 'AM-RESEND', user_email: to, delivered: true, mailable_type: 'Notice' });
    expect(result.mail.id).not.toBe(original.auditMail.id);
    expect(world().mailsTo(to)).toHaveLength(1);
    expect(await AuditMail.count({ where: { reference: 'AM-RESEND' } })).toBe(2);
    expect(await AuditLog.count({ where: { action: 'audit_mail.resend', target_id: String(original.auditMail.id) } })).toBe(1);
    expect((await caught(resendMail({ actor: superAdmin, id: 999_999 }))).status).toBe(404);
  });
});
