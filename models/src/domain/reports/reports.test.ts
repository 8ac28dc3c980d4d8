import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { Configuration } from '../../models/configuration';
import { Report } from '../../models/report';
import { ReportAttachment } from '../../models/report-attachment';
import { ReportMessage } from '../../models/report-message';
import { REPORT_REF_CODE } from '../../schemas/reports';
import { buildAgent, buildCustomer, buildStaff, caught, DOCX, JPG, PDF, PNG, queriesOf, useTestWorld } from '../../testing/index';
import { notificationSummary } from '../account/notification-summary';
import { createReport } from './create-report';
import { listMyReports } from './list-my-reports';
import { markReportRepliesRead } from './mark-report-replies-read';
import { readReportAttachment } from './read-report-attachment';

/** The customer's reports (POR-52..54, G-38, G-39, G-45, ADR 043) on a real database. */
const world = useTestWorld();

const proof = (buffer: Buffer, filename: string) => ({ buffer, filename });
const counts = async () => ({ reports: await Report.count(), files: await ReportAttachment.count() });

describe('createReport (POR-52..54)', () => {
  it('stores a Pending report with an RPT reference and its proofs, and mails each active Super Admin once', async () => {
    const customer = await buildCustomer();
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN, { language: 'bm' });
    const blocked = await buildStaff(ROLE.SUPER_ADMIN, { status_id: USER_STATUS.BLOCKED });
    const admin = await buildStaff(ROLE.ADMIN);
    const result = await createReport({ actor: customer, title: ' Cannot pay ', message: 'The card page fails.', files: [proof(PNG, 'screen.png'), proof(PDF, 'C:\\temp\\receipt.pdf')] });
    expect(result.message).toBe('reports:success');
    expect(result.report.ref_code).toMatch(REPORT_REF_CODE);
    const stored = await Report.findByPk(result.report.id, { include: ['attachments'] });
    expect(stored).toMatchObject({ user_id: customer.id, title: 'Cannot pay', message: 'The card page fails.', status_id: 0, is_read: false });
    expect(stored!.attachments!.map((file) => [file.original_name, file.mime])).toEqual([
      ['screen.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(await world().storage.getFile(stored!.attachments![0]!.path)).equals(PNG)).toBe(true);
    expect(stored!.attachments![0]!.path.startsWith(`reports/${stored!.id}/`)).toBe(true);

    expect(world().mailsTo(superAdmin.email)).toHaveLength(1);
    expect(world().mailsTo(superAdmin.email)[0]!.subject).toBe(`Isu baharu dilaporkan ${result.report.ref_code}`);
    expect(world().mailsTo(superAdmin.email)[0]!.text).toContain(`/admin/reported-issues/${result.report.id}/show`);
    expect(world().mailsTo(blocked.email)).toHaveLength(0);
    expect(world().mailsTo(admin.email)).toHaveLength(0);
    expect(await AuditMail.count({ where: { mailable_type: 'report_received', reference: result.report.ref_code } })).toBe(1);
  });

  it('gives every report its own reference', async () => {
    const customer = await buildCustomer();
    const refs = new Set<string>();
    for (let i = 0; i < 5; i += 1) refs.add((await createReport({ actor: customer, title: `Issue ${i}`, message: 'Something broke.', files: [proof(JPG, 'a.jpg')] })).report.ref_code);
    expect(refs.size).toBe(5);
  });

  it('refuses missing fields, no proof, a wrong type, too large or too many files — per field, nothing stored', async () => {
    const customer = await buildCustomer();
    const before = await counts();
    const empty = await caught(createReport({ actor: customer, title: '', message: '  ', files: [] }));
    expect(empty.status).toBe(422);
    expect(empty.messageKey).toBe('reports:fail');
    expect(empty.fieldErrors).toEqual({
      title: ['reports:validation.title_required'],
      message: ['reports:validation.message_required'],
      attachment: ['reports:validation.file_required'],
    });
    const short = await caught(createReport({ actor: customer, title: 'abc', message: 'x'.repeat(5001), files: [proof(DOCX, 'a.docx')] }));
    expect(short.fieldErrors).toEqual({
      title: ['reports:validation.title_min'],
      message: ['reports:validation.message_max'],
      attachment: ['reports:validation.file_type'],
    });
    const many = await caught(createReport({ actor: customer, title: 'Too many', message: 'Six files.', files: Array.from({ length: 6 }, () => proof(PNG, 'a.png')) }));
    expect(many.fieldErrors).toEqual({ attachment: ['reports:validation.file_count'] });
    await Configuration.writeValue('upload_max_mb', 1);
    try {
      const large = await caught(createReport({ actor: customer, title: 'Too large', message: 'A big file.', files: [proof(Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]), 'big.pdf')] }));
      expect(large.fieldErrors).toEqual({ attachment: ['reports:validation.file_size'] });
    } finally {
      await Configuration.writeValue('upload_max_mb', 10);
    }
    expect(await counts()).toEqual(before);
  });

  it('is for customers only', async () => {
    const agent = await buildAgent();
    expect((await caught(createReport({ actor: agent, title: 'Agent', message: 'Not mine.', files: [proof(PNG, 'a.png')] }))).status).toBe(403);
  });
});

describe('listMyReports, markReportRepliesRead and readReportAttachment (POR-54, G-39, G-45)', () => {
  it('lists only the customer’s own reports, paged in the database, with replies; the replies become read; proofs open for the owner only', async () => {
    const [me, other] = [await buildCustomer(), await buildCustomer()];
    const staff = await buildStaff(ROLE.SUPER_ADMIN);
    const made = [];
    for (let i = 0; i < 6; i += 1) made.push((await createReport({ actor: me, title: `Mine ${i}`, message: 'Mine.', files: [proof(PNG, `m${i}.png`)] })).report);
    const theirs = (await createReport({ actor: other, title: 'Theirs', message: 'Theirs.', files: [proof(PDF, 't.pdf')] })).report;
    const newest = made[5]!;
    await Report.update({ status_id: 1 }, { where: { id: newest.id } });
    await ReportMessage.create({ report_id: newest.id, user_id: staff.id, title: 'Fixed', message: 'We fixed it.' });
    await ReportMessage.create({ report_id: theirs.id, user_id: staff.id, message: 'Not yours.' });

    const first = await listMyReports({ actor: me, perPage: 5 });
    expect(first.total).toBe(6);
    expect(first.rows.map((row) => row.ref_code)).toEqual(made.slice(1).reverse().map((r) => r.ref_code));
    expect(first.rows[0]).toMatchObject({ title: 'Mine 5', status: { id: 1, name: 'Solved' }, replies: [{ title: 'Fixed', message: 'We fixed it.', unread: true }] });
    expect(first.rows[1]!.status).toEqual({ id: 0, name: 'Pending' });
    const second = await listMyReports({ actor: me, perPage: 5, page: 2 });
    expect(second.rows.map((row) => row.ref_code)).toEqual([made[0]!.ref_code]);
    // Four queries whatever the page holds: the count, the page, its attachments and its replies.
    expect(await queriesOf(() => listMyReports({ actor: me, perPage: 25 }))).toBe(4);
    expect(await queriesOf(() => listMyReports({ actor: other, perPage: 25 }))).toBe(4);

    expect((await notificationSummary({ actor: me })).reports).toBe(1);
    expect(await markReportRepliesRead({ actor: me })).toBe(1);
    expect((await notificationSummary({ actor: me })).reports).toBe(0);
    expect((await notificationSummary({ actor: other })).reports).toBe(1);
    expect((await listMyReports({ actor: me })).rows[0]!.replies[0]!.unread).toBe(false);

    const mine = first.rows[0]!.attachments[0]!;
    const file = await readReportAttachment({ actor: me, attachmentId: mine.id });
    expect(file).toMatchObject({ filename: 'm5.png', contentType: 'image/png' });
    expect(Buffer.from(file.buffer).equals(PNG)).toBe(true);
    expect((await caught(readReportAttachment({ actor: other, attachmentId: mine.id }))).status).toBe(404);
    expect((await caught(readReportAttachment({ actor: staff, attachmentId: mine.id }))).status).toBe(404);
    expect((await caught(readReportAttachment({ actor: me, attachmentId: 'x' }))).status).toBe(404);
  });
});
