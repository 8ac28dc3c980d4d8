import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { Report } from '../../models/report';
import { ReportMessage } from '../../models/report-message';
import { buildAgent, buildCustomer, buildStaff, caught, PDF, PNG, queriesOf, useTestWorld } from '../../testing/index';
import { createReport } from './create-report';
import { getReportedIssue } from './get-reported-issue';
import { listMyReports } from './list-my-reports';
import { listReportedIssues } from './list-reported-issues';
import { readReportedIssueAttachment } from './read-reported-issue-attachment';
import { replyToReport } from './reply-to-report';
import { toggleReportStatus } from './toggle-report-status';

/** The console's reported issues (ADM-71..77, ACL-13/38, G-39, ADR 056) on a real database. */
const world = useTestWorld();

async function reported(title = 'Cannot pay') {
  const customer = await buildCustomer({ language: 'cn', contact: '+60123456789' });
  const { report } = await createReport({ actor: customer, title, message: 'The card page fails.', files: [{ buffer: PNG, filename: 'screen.png' }, { buffer: PDF, filename: 'receipt.pdf' }] });
  return { customer, report };
}

describe('reported issues in the console (ADM.k)', () => {
  it('lists for the super admin only: newest first, the ticket filter 1 Pending / 2 Solved, search, unread until opened', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const first = await reported('First problem here');
    const second = await reported('Second problem here');
    const page = await listReportedIssues({ actor: superAdmin, filter: { q: 'problem here' } });
    expect(page.rows.map((r) => [r.ref_code, r.status, r.is_read])).toEqual([
      [second.report.ref_code, 'Pending', false],
      [first.report.ref_code, 'Pending', false],
    ]);
    expect(page.rows[0]!.user).toMatchObject({ id: second.customer.id, email: second.customer.email });
    expect((await listReportedIssues({ actor: superAdmin, filter: { q: first.report.ref_code } })).total).toBe(1);

    // ADM-72: opening marks it read.
    const detail = await getReportedIssue({ actor: superAdmin, id: first.report.id });
    expect(detail).toMatchObject({ is_read: true, message: 'The card page fails.', user: { name: first.customer.name, email: first.customer.email, contact: '+60123456789' }, next_status: 'Solved' });
    expect(detail.attachments.map((a) => [a.name, a.url])).toEqual([
      ['screen.png', `/api/admin/reported-issues/${first.report.id}/attachments/${detail.attachments[0]!.id}`],
      ['receipt.pdf', `/api/admin/reported-issues/${first.report.id}/attachments/${detail.attachments[1]!.id}`],
    ]);
    expect((await Report.findByPk(first.report.id))!.is_read).toBe(true);

    await toggleReportStatus({ actor: superAdmin, reportId: first.report.id, expected: 'Pending' });
    const solved = await listReportedIssues({ actor: superAdmin, filter: { status: 2, q: 'problem here' } });
    const pending = await listReportedIssues({ actor: superAdmin, filter: { status: 1, q: 'problem here' } });
    expect([solved.rows.map((r) => r.id), pending.rows.map((r) => r.id)]).toEqual([[first.report.id], [second.report.id]]);

    // ACL-13 / ACL-38: admins, accountants, agents and customers are refused.
    for (const actor of [await buildStaff(ROLE.ADMIN), await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), first.customer]) {
      expect((await caught(listReportedIssues({ actor }))).status).toBe(403);
      expect((await caught(getReportedIssue({ actor, id: first.report.id }))).status).toBe(403);
      expect((await caught(replyToReport({ actor, reportId: first.report.id, title: 'Hello there', message: 'We look at it.' }))).status).toBe(403);
      expect((await caught(toggleReportStatus({ actor, reportId: first.report.id }))).status).toBe(403);
    }
    expect((await caught(getReportedIssue({ actor: superAdmin, id: 999_999 }))).messageKey).toBe('reports:console.retrieve_fail');
    expect((await caught(listReportedIssues({ actor: superAdmin, filter: { status: 'x' } }))).status).toBe(400);
  });

  it('pages in a fixed number of queries whatever the page size', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    for (let i = 0; i < 3; i += 1) await reported(`Paged report ${i}`);
    const small = await queriesOf(() => listReportedIssues({ actor: superAdmin, limit: 1 }));
    const large = await queriesOf(() => listReportedIssues({ actor: superAdmin, limit: 25 }));
    expect(large).toBe(small);
  });

  it('replies: title and message min 4 (nothing stored otherwise); the reply is e-mailed in the customer\'s language and shown to them unread', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const { customer, report } = await reported();
    const bad = await caught(replyToReport({ actor: superAdmin, reportId: report.id, title: 'Hi', message: '' }));
    expect([bad.status, bad.messageKey, bad.fieldErrors]).toEqual([422, 'reports:fail', { title: ['reports:validation.title_min'], message: ['reports:validation.message_required'] }]);
    expect(await ReportMessage.count({ where: { report_id: report.id } })).toBe(0);

    const result = await replyToReport({ actor: superAdmin, reportId: report.id, title: ' Card payments ', message: 'Please try again now; the bank fixed it.' });
    expect(result.message).toBe('reports:console.reply_success');
    expect(result.report.messages).toEqual([expect.objectContaining({ title: 'Card payments', message: 'Please try again now; the bank fixed it.', author: superAdmin.name, read_by_customer: false })]);
    const mails = world().mailsTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`您的报告 ${report.ref_code} 有新回复`);
    expect(mails[0]!.text).toContain('Please try again now; the bank fixed it.');
    expect(await AuditMail.count({ where: { mailable_type: 'report_reply', reference: report.ref_code } })).toBe(1);
    const mine = await listMyReports({ actor: customer });
    expect(mine.rows[0]!.replies.map((r) => [r.message, r.unread])).toEqual([['Please try again now; the bank fixed it.', true]]);
    expect(await AuditLog.count({ where: { action: 'report.reply', target_id: String(report.id) } })).toBe(1);
  });

  it('toggles Pending ⇄ Solved after the confirmation; Solved mails the customer; a stale confirmation is refused', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const { customer, report } = await reported();
    const solved = await toggleReportStatus({ actor: superAdmin, reportId: report.id, expected: 'Pending' });
    expect([solved.message, solved.report.status, solved.report.next_status]).toEqual(['reports:console.update_success', 'Solved', 'Pending']);
    expect(world().mailsTo(customer.email).map((m) => m.subject)).toEqual([`您的报告 ${report.ref_code} 已解决`]);
    // Two staff who both saw "Pending": the second is refused, nothing undone.
    expect((await caught(toggleReportStatus({ actor: superAdmin, reportId: report.id, expected: 'Pending' }))).status).toBe(409);
    expect((await Report.findByPk(report.id))!.status_id).toBe(1);
    const reopened = await toggleReportStatus({ actor: superAdmin, reportId: report.id, expected: 'Solved' });
    expect(reopened.report.status).toBe('Pending');
    expect(world().mailsTo(customer.email)).toHaveLength(1);
    expect(await AuditLog.count({ where: { action: 'report.status', target_id: String(report.id) } })).toBe(2);
  });

  it('serves a proof file of that report only to the super admin', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const { report } = await reported();
    const other = await reported('Another report');
    const detail = await getReportedIssue({ actor: superAdmin, id: report.id });
    const file = await readReportedIssueAttachment({ actor: superAdmin, reportId: report.id, attachmentId: detail.attachments[0]!.id });
    expect([file.filename, file.contentType, Buffer.from(file.buffer).equals(PNG)]).toEqual(['screen.png', 'image/png', true]);
    expect((await caught(readReportedIssueAttachment({ actor: superAdmin, reportId: other.report.id, attachmentId: detail.attachments[0]!.id }))).status).toBe(404);
    expect((await caught(readReportedIssueAttachment({ actor: await buildStaff(ROLE.ADMIN), reportId: report.id, attachmentId: detail.attachments[0]!.id }))).status).toBe(403);
  });
});
