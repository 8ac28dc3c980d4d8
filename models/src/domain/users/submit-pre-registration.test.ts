import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditMail } from '../../models/audit-mail';
import { PreRegistration } from '../../models/pre-registration';
import { buildStaff, caught, findCountry, useTestWorld } from '../../testing/index';
import { issueChallenge } from '../content/human-verification';
import { createAgent } from './create-agent';
import { listPreRegistrations } from './list-pre-registrations';
import { submitPreRegistration } from './submit-pre-registration';

const world = useTestWorld();

const solved = () => {
  const challenge = issueChallenge();
  return { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b) };
};

describe('submitPreRegistration (G-52, ADM.c)', () => {
  it('stores the pre-registration and mails every active SA/AD in their language; the console lists it and New Agent pre-fills from it', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN, { language: 'bm' });
    const admin = await buildStaff(ROLE.ADMIN);
    const blocked = await buildStaff(ROLE.ADMIN, { status_id: USER_STATUS.BLOCKED });
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const result = await submitPreRegistration({ name: ' Aminah Binti Ali ', email: 'aminah@agents.test', contact: '0123456789', human: solved(), ip: '10.1.1.1' });
    expect(result.message).toBe('agent-onboarding:apply.success');
    expect(result.preRegistration).toMatchObject({ name: 'Aminah Binti Ali', email: 'aminah@agents.test', contact: '0123456789' });
    expect(world().mailsTo(superAdmin.email)[0]!.subject).toBe('Pra-pendaftaran ejen baharu: Aminah Binti Ali');
    expect(world().mailsTo(admin.email)[0]!.subject).toBe('New agent pre-registration: Aminah Binti Ali');
    expect(world().mailsTo(admin.email)[0]!.text).toContain('/admin/preregistered-agents');
    expect(world().mailsTo(blocked.email)).toHaveLength(0);
    expect(world().mailsTo(accountant.email)).toHaveLength(0);
    expect(await AuditMail.count({ where: { mailable_type: 'preregistration_received', reference: `PR${result.preRegistration.id}` } })).toBeGreaterThanOrEqual(2);

    const listed = await listPreRegistrations({ actor: admin, filter: { q: 'aminah@agents.test' } });
    expect(listed.rows.map((r) => r.id)).toEqual([result.preRegistration.id]);
    const created = await createAgent({ actor: admin, preregister_agent_id: result.preRegistration.id, company: 'Aminah IP Services', commission_rate: '10', country_id: (await findCountry('MY')).id });
    expect(created.user).toMatchObject({ email: 'aminah@agents.test', name: 'Aminah Binti Ali', contact: '0123456789', preregister_agent_id: result.preRegistration.id });
  });

  it('refuses bad fields with their messages and a failed human check with the contact form message; nothing stored', async () => {
    const before = await PreRegistration.count();
    const error = await caught(submitPreRegistration({ name: 'Al', email: 'not-an-email', contact: '123', human: solved() }));
    expect([error.status, error.messageKey]).toEqual([422, 'agent-onboarding:apply.failed']);
    expect(error.fieldErrors).toEqual({
      name: ['agent-onboarding:validation.name_min'],
      email: ['agent-onboarding:validation.email_invalid'],
      contact: ['agent-onboarding:validation.contact_min'],
    });
    const wrong = issueChallenge();
    const human = await caught(submitPreRegistration({ name: 'Robot', email: 'robot@agents.test', contact: '0123456789', human: { challenge_token: wrong.token, challenge_answer: String(wrong.a + wrong.b + 1) } }));
    expect(human.fieldErrors.human).toEqual(['site:contact.recaptcha_pending']);
    const honeypot = await caught(submitPreRegistration({ name: 'Robot', email: 'robot@agents.test', contact: '0123456789', human: { ...solved(), honeypot: 'http://spam' } }));
    expect(honeypot.fieldErrors.human).toEqual(['site:contact.recaptcha_pending']);
    expect(await PreRegistration.count()).toBe(before);
  });

  it('is throttled per address (429 with the wait)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) {
      await submitPreRegistration({ name: `Agent ${i}x`, email: `agent${i}@flood.test`, contact: '0123456789', human: solved(), ip });
    }
    const error = await caught(submitPreRegistration({ name: 'Agent 11', email: 'agent11@flood.test', contact: '0123456789', human: solved(), ip }));
    expect([error.status, error.messageKey]).toEqual([429, 'auth:too_many_attempts']);
  });
});
