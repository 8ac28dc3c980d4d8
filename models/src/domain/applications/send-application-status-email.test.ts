import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, SERVICE } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { buildAgent, buildApplication, buildCustomer, caught, PDF, readOutbox, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { sendApplicationStatusEmail, statusMailOf } from './send-application-status-email';
import { takeApplicationStep } from './take-application-step';

const world = useTestWorld();
const mailsTo = (email: string) => readOutbox(world().outboxDir).filter((m) => m.to.includes(email));
const BM_FILED = 'Difailkan';
const file = { buffer: PDF, filename: 'receipt.pdf' };

describe('G-03 application_status_changed / certificate_ready (issue 13)', () => {
  it('maps the statuses the proposal lists, and only those', () => {
    const mailed = Object.values(S).filter((s) => statusMailOf(s) === 'application-status-changed');
    expect(mailed.sort((a, b) => a - b)).toEqual([S.FILED, S.OFFICIAL_ACTION, S.ACCEPTED, S.ACCEPTANCE, S.GAZETTE, S.CERTIFICATE, S.OPPOSITION].sort((a, b) => a - b));
    expect(statusMailOf(S.CERTIFICATE_READY)).toBe('certificate-ready');
    for (const none of [S.IN_PROGRESS, S.COMPLETED, S.CANCELLED, S.PENDING_ASSIGN, S.RENEWAL_ORDERED]) expect(statusMailOf(none)).toBeNull();
  });

  it('a renewal filed then certified: the customer gets the status mail and the certificate-ready mail, in their language, with a link to the IP detail page', async () => {
    const customer = await buildCustomer({ email: 'owner-status@example.test', language: 'bm' });
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status: S.IN_PROGRESS });

    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', message: 'Filed at the office today.', file });
    let mails = mailsTo('owner-status@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Permohonan ${application.reference}: ${BM_FILED}`);
    expect(mails[0]!.html).toContain('Filed at the office today.');
    expect(mails[0]!.html).toContain(`/dashboard/ip/detail/${ip.id}`);

    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'certificate', file });
    mails = mailsTo('owner-status@example.test');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Permohonan ${application.reference}: sijil anda sudah sedia`);
    expect(mails[1]!.html).toContain('Sahkan dan Nilai');
    const audits = await AuditMail.findAll({ where: { reference: application.reference }, order: [['id', 'ASC']] });
    expect(audits.map((a) => a.mailable_type)).toEqual(['application_status_changed', 'certificate_ready']);
  });

  it('a search report is announced as a report, not a certificate; a refused step sends nothing', async () => {
    const customer = await buildCustomer({ email: 'owner-search@example.test' });
    const agent = await buildAgent();
    const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.SEARCH, status: S.IN_PROGRESS });
    const refused = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file }));
    expect(refused.status).toBe(409);
    expect(mailsTo('owner-search@example.test')).toHaveLength(0);

    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'report_ready', file });
    const [mail] = mailsTo('owner-search@example.test');
    expect(mail!.subject).toBe(`Search ${application.reference}: your report is ready`);
    expect(mail!.html).toContain(`/dashboard/search/detail/${ip.id}`);
  });

  it('is the system’s to send', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.FILED });
    const error = await caught(sendApplicationStatusEmail({ actor: customer as never, applicationId: application.id, statusId: S.FILED }));
    expect(error.status).toBe(403);
    expect(await sendApplicationStatusEmail({ actor: SYSTEM, applicationId: application.id, statusId: S.IN_PROGRESS })).toBeNull();
  });
});
