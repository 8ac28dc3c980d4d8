import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { PasswordReset } from '../../models/password-reset';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { Whitelist } from '../../models/whitelist';
import { checkResetToken } from '../account/check-reset-token';
import { buildPlaces, caught, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { createSession, readSession } from '../auth/sessions';
import {
  blockUser,
  createAccountant,
  createAgent,
  deletePreRegistration,
  getPreRegistration,
  getStaffProfile,
  getUser,
  impersonateUser,
  listPreRegistrations,
  listUsers,
  resendPassword,
  revertImpersonation,
  unblockUser,
  updateAccountant,
  updateAgent,
  updateStaffProfile,
} from './index';
import { containsPattern } from '../kernel/index';

let world: TestWorld;
let places: Places;
let seq = 0;
const email = (p: string) => `${p}.${++seq}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function makeUser(role: number, extra: Partial<Record<string, unknown>> = {}) {
  return User.create({ name: `User ${role}`, email: email(`r${role}`), role_id: role, status_id: USER_STATUS.ACTIVE, password: 'x', ...extra } as never);
}

let superAdmin: User;
let admin: User;
let accountant: User;
let agent: User;
let member: User;
const actorOf = (u: User) => ({ id: u.id, role_id: u.role_id, ip: '203.0.113.9' });

beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
  superAdmin = await makeUser(ROLE.SUPER_ADMIN);
  admin = await makeUser(ROLE.ADMIN);
  accountant = await makeUser(ROLE.ACCOUNTANT);
  agent = await makeUser(ROLE.AGENT, { type: 'Agent' });
  member = await makeUser(ROLE.MEMBER, { type: 'Personal' });
}, 120_000);
afterAll(async () => world?.close());
beforeEach(() => world.clearMail());

const validAgent = () => ({
  email: email('agent'),
  name: 'Tan Ah Kow',
  contact: '+6012345678',
  company: 'Tan IP Services Sdn Bhd',
  commission_rate: '12.5',
  country_id: places.malaysia.id,
  meps_code: 'MEPS01',
  bank_name: 'Maybank',
  bank_acc: '1234567890',
});

describe('permissions', () => {
  it('refuses accountants, agents and members on every user operation', async () => {
    for (const who of [accountant, agent, member]) {
      const actor = actorOf(who);
      const attempts: Promise<unknown>[] = [
        listUsers({ actor, role: ROLE.MEMBER }),
        listUsers({ actor, role: ROLE.AGENT }),
        getUser({ actor, id: member.id, role: ROLE.MEMBER }),
        createAccountant({ actor, email: email('x'), name: 'Someone' }),
        createAgent({ actor, ...validAgent() }),
        updateAgent({ actor, id: agent.id, ...validAgent() }),
        blockUser({ actor, id: member.id }),
        unblockUser({ actor, id: member.id }),
        resendPassword({ actor, id: member.id }),
        impersonateUser({ actor, id: member.id }),
        listPreRegistrations({ actor }),
        deletePreRegistration({ actor, id: 1 }),
      ];
      for (const attempt of attempts) expect((await caught(attempt)).status, `role ${who.role_id}`).toBe(403);
    }
  });

  it('lets every staff member read and edit their own profile, nobody else', async () => {
    const profile = await getStaffProfile({ actor: actorOf(accountant) });
    expect(profile.id).toBe(accountant.id);
    expect((await caught(getStaffProfile({ actor: actorOf(member) }))).status).toBe(403);
  });
});

describe('listUsers', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) {
      await makeUser(ROLE.MEMBER, { name: `Lister ${String(i).padStart(2, '0')}`, contact: `0199${i}000`, type: i % 2 ? 'Company' : 'Personal', status_id: i < 3 ? USER_STATUS.BLOCKED : USER_STATUS.ACTIVE });
    }
    await makeUser(ROLE.MEMBER, { name: 'Percent 100% _under', email: email('pct') });
  });

  it('pages, counts and sorts on whitelisted fields with stable order', async () => {
    const page1 = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: 'Lister' }, sort: { field: 'name', order: 'ASC' }, offset: 0, limit: 5 });
    expect(page1.total).toBe(12);
    expect(page1.rows.map((r) => r.name)).toEqual(['Lister 00', 'Lister 01', 'Lister 02', 'Lister 03', 'Lister 04']);
    const page3 = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: 'Lister' }, sort: { field: 'name', order: 'ASC' }, offset: 10, limit: 5 });
    expect(page3.rows.map((r) => r.name)).toEqual(['Lister 10', 'Lister 11']);
    expect(page1.rows[0]).toMatchObject({ role_id: 4, role: { id: 4, name: 'Member' }, status: { id: 999, name: 'Blocked' } });
    expect(page1.rows[0]).not.toHaveProperty('password');
  });

  it('filters on status, type and searches contact; only the role asked for', async () => {
    const blocked = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: 'Lister', status_id: 999 } });
    expect(blocked.total).toBe(3);
    const company = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: 'lister', type: 'Company' } });
    expect(company.total).toBe(6);
    const byContact = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: '01995000' } });
    expect(byContact.rows.map((r) => r.name)).toEqual(['Lister 05']);
    // ADR 066: a word's start of the name, the contact's start.
    expect((await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: 'LIST 05' } })).rows.map((r) => r.name)).toEqual(['Lister 05']);
    expect((await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: '0199' } })).total).toBe(12);
    const agents = await listUsers({ actor: actorOf(admin), role: ROLE.AGENT, filter: { q: 'Lister' } });
    expect(agents.total).toBe(0);
  });

  it('treats wildcards in the search as text: the words around them are searched, a wildcard alone matches nothing (ADR 066)', async () => {
    expect(containsPattern('a%b_c!')).toBe('%a!%b!_c!!%');
    const pct = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: '100%' } });
    expect(pct.rows.map((r) => r.name)).toEqual(['Percent 100% _under']);
    const under = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q: '%percent*' } });
    expect(under.rows.map((r) => r.name)).toEqual(['Percent 100% _under']);
    for (const q of ['%', '_', '*', '"']) expect((await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { q } })).total, q).toBe(0);
  });

  it('refuses unknown sort fields, filters and roles', async () => {
    expect((await caught(listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, sort: { field: 'password' as never, order: 'ASC' } }))).messageKey).toBe('users:fetch_sorted_fail');
    expect((await caught(listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { password: 'x' } }))).status).toBe(400);
    expect((await caught(listUsers({ actor: actorOf(admin), role: ROLE.ADMIN }))).status).toBe(404);
  });

  it('marks whitelisted users', async () => {
    await Whitelist.create({ email: member.email });
    const one = await listUsers({ actor: actorOf(admin), role: ROLE.MEMBER, filter: { id: [member.id] } });
    expect(one.rows[0]).toMatchObject({ id: member.id, is_whitelist: true });
  });
});

describe('createAccountant (ADM-9, G-22)', () => {
  it('creates an accountant at status 5 with no password, mails a working set-password link and audits', async () => {
    const address = email('acc');
    const result = await createAccountant({ actor: actorOf(admin), email: ` ${address.toUpperCase()} `, name: 'Lim Mei Ling' });
    expect(result.message).toBe('users:user_created');
    expect(result.user).toMatchObject({ email: address, role_id: 5, status_id: 5 });
    const row = (await User.findByPk(result.user.id))!;
    expect(row.password).toBeNull();
    const mails = world.mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Set your IPRenew password');
    const link = linkIn(mails[0]!, '/forgot/password/')!;
    expect(link).toMatch(new RegExp(`^http://portal\\.test/forgot/password/[0-9a-f]{64}/request\\?q=${encodeURIComponent(address).replace(/\./g, '\\.')}$`));
    const token = /password\/([0-9a-f]{64})\//.exec(link)![1]!;
    expect(await checkResetToken({ token, email: address })).toEqual({ valid: true });
    const audit = await AuditLog.findOne({ where: { action: 'user.create', target_id: String(row.id) } });
    expect(audit).toMatchObject({ actor_id: admin.id, ip_address: '203.0.113.9' });
  });

  it('answers Fail to create user with field errors', async () => {
    const error = await caught(createAccountant({ actor: actorOf(admin), email: 'not-an-email', name: 'ab' }));
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('users:create_user_fail');
    expect(error.fieldErrors).toEqual({ email: ['users:validation.email_invalid'], name: ['users:validation.name_min'] });
    const taken = await caught(createAccountant({ actor: actorOf(admin), email: member.email, name: 'Taken Name' }));
    expect(taken.fieldErrors).toEqual({ email: ['users:validation.email_taken'] });
  });
});

describe('createAgent / updateAgent (ADM-12..17)', () => {
  it('applies every rule of the agent form', async () => {
    const error = await caught(
      createAgent({ actor: actorOf(admin), email: '', name: 'ab', contact: '123', company: 'short', commission_rate: '101', country_id: '', meps_code: 'ab', bank_name: 'x', bank_acc: '12', paypal_email: 'nope' }),
    );
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('users:create_agent_fail');
    expect(error.fieldErrors).toEqual({
      email: ['users:validation.email_required'],
      name: ['users:validation.name_min'],
      contact: ['users:validation.contact_min'],
      company: ['users:validation.company_min'],
      commission_rate: ['users:validation.commission_rate_range'],
      country_id: ['users:validation.country_id_required'],
      meps_code: ['users:validation.meps_code_min'],
      bank_name: ['users:validation.bank_name_min'],
      bank_acc: ['users:validation.bank_acc_min'],
      paypal_email: ['users:validation.paypal_email_invalid'],
    });
    const more = await caught(createAgent({ actor: actorOf(admin), ...validAgent(), company: undefined, commission_rate: 'ten', country_id: 999_999 }));
    expect(more.fieldErrors).toMatchObject({ company: ['users:validation.company_required'], commission_rate: ['users:validation.commission_rate_numeric'] });
    const badCountry = await caught(createAgent({ actor: actorOf(admin), ...validAgent(), country_id: 999_999 }));
    expect(badCountry.fieldErrors).toEqual({ country_id: ['users:validation.country_id_invalid'] });
    for (const rate of ['0', '100', 0, 100]) {
      const ok = await createAgent({ actor: actorOf(admin), ...validAgent(), commission_rate: rate });
      expect(ok.user.commission_rate).toBe(Number(rate).toFixed(2));
    }
  });

  it('creates from a pre-registration: pre-fills, links, and refuses a second agent from it', async () => {
    const pre = await PreRegistration.create({ name: 'Pre Registered Agent', email: email('pre'), contact: '0123456789' });
    const result = await createAgent({ actor: actorOf(superAdmin), ...validAgent(), email: '', name: '', contact: '', preregister_agent_id: String(pre.id) });
    expect(result.message).toBe('users:agent_created');
    expect(result.user).toMatchObject({ email: pre.email, name: pre.name, contact: pre.contact, preregister_agent_id: pre.id, role_id: 3, status_id: 5, type: 'Agent', commission_rate: '12.50' });
    expect(world.mailsTo(pre.email)).toHaveLength(1);
    const listed = await getPreRegistration({ actor: actorOf(admin), id: pre.id });
    expect(listed.agent_id).toBe(result.user.id);
    const again = await caught(createAgent({ actor: actorOf(admin), ...validAgent(), preregister_agent_id: pre.id }));
    expect(again.fieldErrors).toEqual({ preregister_agent_id: ['users:validation.preregister_agent_id_taken'] });
    expect(await AuditLog.count({ where: { action: 'agent.create', target_id: String(result.user.id) } })).toBe(1);
  });

  it('updates an agent with the same rules and audits the changed fields', async () => {
    const created = await createAgent({ actor: actorOf(admin), ...validAgent() });
    const result = await updateAgent({ actor: actorOf(admin), id: created.user.id, ...validAgent(), email: created.user.email, commission_rate: 20, paypal_email: 'Tan.Payouts@Example.com' });
    expect(result.message).toBe('users:agent_updated');
    expect(result.user.commission_rate).toBe('20.00');
    // ADR 055: the PayPal e-mail Send via PayPal pays (null until set: the login e-mail).
    expect([created.user.paypal_email, result.user.paypal_email]).toEqual([null, 'tan.payouts@example.com']);
    const audit = await AuditLog.findOne({ where: { action: 'agent.update', target_id: String(created.user.id) } });
    expect(audit!.before).toMatchObject({ commission_rate: '12.50' });
    expect(audit!.after).toMatchObject({ commission_rate: '20.00' });
    const bad = await caught(updateAgent({ actor: actorOf(admin), id: created.user.id, ...validAgent(), company: 'abc' }));
    expect(bad.messageKey).toBe('users:update_agent_fail');
    const notAgent = await caught(updateAgent({ actor: actorOf(admin), id: member.id, ...validAgent() }));
    expect(notAgent).toMatchObject({ status: 404, messageKey: 'users:retrieve_agent_fail' });
    const taken = await caught(updateAgent({ actor: actorOf(admin), id: created.user.id, ...validAgent(), email: member.email }));
    expect(taken.fieldErrors).toEqual({ email: ['users:validation.email_taken'] });
  });

  it('updates an accountant (ADM-11)', async () => {
    const created = await createAccountant({ actor: actorOf(admin), email: email('acc2'), name: 'Original Name' });
    const result = await updateAccountant({ actor: actorOf(admin), id: created.user.id, email: created.user.email, name: 'New Name', contact: '0123456789' });
    expect(result).toMatchObject({ message: 'users:user_updated', user: { name: 'New Name', contact: '0123456789' } });
    expect((await caught(updateAccountant({ actor: actorOf(admin), id: member.id, email: member.email, name: 'Nope Nope' }))).status).toBe(404);
  });
});

describe('block / unblock (ADM-4, ADM-5)', () => {
  it('blocks (the sessions read a blocked user), refuses twice, and unblocks back to 1', async () => {
    const target = await makeUser(ROLE.MEMBER);
    const { token } = await createSession({ userId: target.id });
    expect(await readSession(token)).not.toBeNull();
    const result = await blockUser({ actor: actorOf(admin), id: target.id });
    expect(result.message).toBe('users:record_update_success');
    expect(result.user.status_id).toBe(999);
    // The session is kept until its next request, which the guard refuses with the blocked message
    // (ACC-42): what it reads is a blocked user.
    expect((await readSession(token))?.user.status_id).toBe(999);
    expect((await caught(blockUser({ actor: actorOf(admin), id: target.id }))).messageKey).toBe('users:already_blocked');
    const audit = await AuditLog.findOne({ where: { action: 'user.block', target_id: String(target.id) } });
    expect(audit).toMatchObject({ actor_id: admin.id, before: { status_id: 1 } });

    const unblocked = await unblockUser({ actor: actorOf(admin), id: target.id });
    expect(unblocked.user.status_id).toBe(1);
    expect((await caught(unblockUser({ actor: actorOf(admin), id: target.id }))).messageKey).toBe('users:not_blocked');
    expect(await AuditLog.count({ where: { action: 'user.unblock', target_id: String(target.id) } })).toBe(1);
    // G-03: account_blocked, then account_unblocked with the sign-in link, each once, in the user's language.
    const mails = world.mailsTo(target.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your IPRenew account has been blocked', 'Your IPRenew account is active again']);
    expect(mails[1]!.text).toContain('/login');
    expect(await AuditMail.count({ where: { reference: `user-${target.id}`, mailable_type: ['account_blocked', 'account_unblocked'] } })).toBe(2);
  });

  it('unblocks a user without a password to status 5', async () => {
    const target = await makeUser(ROLE.AGENT, { password: null, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED });
    await blockUser({ actor: actorOf(admin), id: target.id });
    expect((await unblockUser({ actor: actorOf(admin), id: target.id })).user.status_id).toBe(5);
  });

  it('never blocks oneself or staff of equal or higher rank', async () => {
    expect((await caught(blockUser({ actor: actorOf(admin), id: admin.id }))).messageKey).toBe('users:cannot_block_self');
    expect((await caught(blockUser({ actor: actorOf(admin), id: superAdmin.id }))).status).toBe(403);
    const otherAdmin = await makeUser(ROLE.ADMIN);
    expect((await caught(blockUser({ actor: actorOf(admin), id: otherAdmin.id }))).status).toBe(403);
    expect((await blockUser({ actor: actorOf(superAdmin), id: otherAdmin.id })).user.status_id).toBe(999);
    expect((await caught(blockUser({ actor: actorOf(admin), id: 987654 }))).status).toBe(404);
  });

  it('lets only a super admin act on a super admin: an admin can neither block, unblock nor resend (issue 11)', async () => {
    const target = await makeUser(ROLE.SUPER_ADMIN, { password: null, status_id: USER_STATUS.BLOCKED });
    const audits = () => AuditLog.count({ where: { target_id: String(target.id) } });
    for (const attempt of [
      () => blockUser({ actor: actorOf(admin), id: superAdmin.id }),
      () => unblockUser({ actor: actorOf(admin), id: target.id }),
      () => resendPassword({ actor: actorOf(admin), id: target.id }),
      () => impersonateUser({ actor: actorOf(admin), id: superAdmin.id }),
    ]) {
      expect((await caught(attempt())).status).toBe(403);
    }
    expect(await audits()).toBe(0);
    expect((await User.findByPk(target.id))!.status_id).toBe(USER_STATUS.BLOCKED);
    expect((await User.findByPk(superAdmin.id))!.status_id).toBe(USER_STATUS.ACTIVE);
    // Staff outranked by the actor only: an admin cannot unblock another admin either.
    const blockedAdmin = await makeUser(ROLE.ADMIN, { status_id: USER_STATUS.BLOCKED });
    expect((await caught(unblockUser({ actor: actorOf(admin), id: blockedAdmin.id }))).status).toBe(403);
    // A super admin unblocks a super admin (the recovery path) and an admin.
    expect((await unblockUser({ actor: actorOf(superAdmin), id: target.id })).user.status_id).toBe(USER_STATUS.PASSWORD_CHANGE_REQUIRED);
    expect((await unblockUser({ actor: actorOf(superAdmin), id: blockedAdmin.id })).user.status_id).toBe(USER_STATUS.ACTIVE);
    expect((await resendPassword({ actor: actorOf(superAdmin), id: target.id })).message).toBe('users:resend_password_success');
    world.clearMail();
    expect((await caught(resendPassword({ actor: actorOf(admin), id: target.id }))).status).toBe(403);
  });
});

describe('resendPassword (ADM-7)', () => {
  it('re-issues the link for status 5 only; the earlier link stops working', async () => {
    const created = await createAccountant({ actor: actorOf(admin), email: email('resend'), name: 'Resend Person' });
    const first = /password\/([0-9a-f]{64})\//.exec(linkIn(world.mailsTo(created.user.email)[0]!, '/forgot/password/')!)![1]!;
    world.clearMail();
    const result = await resendPassword({ actor: actorOf(admin), id: created.user.id });
    expect(result.message).toBe('users:resend_password_success');
    const second = /password\/([0-9a-f]{64})\//.exec(linkIn(world.mailsTo(created.user.email)[0]!, '/forgot/password/')!)![1]!;
    expect(await checkResetToken({ token: first, email: created.user.email })).toEqual({ valid: false });
    expect(await checkResetToken({ token: second, email: created.user.email })).toEqual({ valid: true });
    expect(await PasswordReset.count({ where: { user_id: created.user.id } })).toBe(2);
    expect((await caught(resendPassword({ actor: actorOf(admin), id: member.id }))).messageKey).toBe('users:resend_password_not_allowed');
    expect(await AuditLog.count({ where: { action: 'user.resend_password', target_id: String(created.user.id) } })).toBe(1);
  });
});

describe('impersonation (ACC-66..70)', () => {
  it('lets SA/AD impersonate customers, agents and accountants, with the right landing and revert lists', async () => {
    const c = await impersonateUser({ actor: actorOf(admin), id: member.id });
    expect(c).toMatchObject({ redirectTo: '/dashboard/overview', revertTo: '/admin/customers', message: 'users:impersonate_success' });
    const a = await impersonateUser({ actor: actorOf(admin), id: agent.id });
    expect(a).toMatchObject({ redirectTo: '/dashboard/overview', revertTo: '/admin/agents' });
    const ac = await impersonateUser({ actor: actorOf(superAdmin), id: accountant.id });
    expect(ac).toMatchObject({ redirectTo: '/admin', revertTo: '/admin/accountants' });
    const audit = await AuditLog.findOne({ where: { action: 'impersonate', target_id: String(member.id) } });
    expect(audit).toMatchObject({ actor_id: admin.id });
  });

  it('refuses admins and super admins (only accountants among console roles), oneself, blocked users and nested impersonation', async () => {
    const otherAdmin = await makeUser(ROLE.ADMIN);
    const blocked = await makeUser(ROLE.MEMBER, { status_id: USER_STATUS.BLOCKED });
    for (const [actor, id] of [
      [admin, superAdmin.id],
      [admin, otherAdmin.id],
      [admin, admin.id],
      [superAdmin, blocked.id],
      [superAdmin, 987654],
    ] as const) {
      expect((await caught(impersonateUser({ actor: actorOf(actor), id }))).messageKey).toBe('users:impersonate_fail');
    }
    // ACC-66/ADM-3: among console roles only accountants are impersonated (from the user tables).
    const otherSuperAdmin = await makeUser(ROLE.SUPER_ADMIN);
    for (const id of [otherAdmin.id, otherSuperAdmin.id]) {
      expect((await caught(impersonateUser({ actor: actorOf(superAdmin), id }))).messageKey).toBe('users:impersonate_fail');
    }
    expect(await AuditLog.count({ where: { action: 'impersonate', target_id: [String(otherAdmin.id), String(otherSuperAdmin.id)] } })).toBe(0);
    expect((await impersonateUser({ actor: actorOf(admin), id: accountant.id })).redirectTo).toBe('/admin');
    const nested = await caught(impersonateUser({ actor: { ...actorOf(otherAdmin), impersonator_id: superAdmin.id }, id: member.id }));
    expect(nested.messageKey).toBe('users:impersonate_fail');
  });

  it('reverts to the admin and the list of the role, audited; refuses without an impersonator or a blocked admin', async () => {
    const result = await revertImpersonation({ actor: { id: agent.id, role_id: agent.role_id, impersonator_id: admin.id, ip: '198.51.100.1' } });
    expect(result).toEqual({ impersonatorId: admin.id, redirectTo: '/admin/agents' });
    const audit = await AuditLog.findOne({ where: { action: 'impersonate.revert', target_id: String(agent.id) } });
    expect(audit).toMatchObject({ actor_id: admin.id, ip_address: '198.51.100.1' });
    expect((await caught(revertImpersonation({ actor: { id: member.id, role_id: member.role_id, impersonator_id: null } }))).messageKey).toBe('users:revert_fail');
    const gone = await makeUser(ROLE.ADMIN, { status_id: USER_STATUS.BLOCKED });
    expect((await caught(revertImpersonation({ actor: { id: member.id, role_id: member.role_id, impersonator_id: gone.id } }))).messageKey).toBe('users:revert_fail');
    expect((await caught(revertImpersonation({ actor: { id: member.id, role_id: member.role_id, impersonator_id: accountant.id } }))).messageKey).toBe('users:revert_fail');
  });
});

describe('pre-registrations (ADM-18..20)', () => {
  it('lists newest first, searches, and deletes with an audit row', async () => {
    const a = await PreRegistration.create({ name: 'Alpha Prereg', email: email('pa'), contact: '0111111111' });
    const b = await PreRegistration.create({ name: 'Beta Prereg', email: email('pb'), contact: '0122222222' });
    const list = await listPreRegistrations({ actor: actorOf(admin), filter: { q: 'Prereg' }, sort: { field: 'id', order: 'DESC' } });
    expect(list.rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(list.total).toBe(2);
    const removed = await deletePreRegistration({ actor: actorOf(admin), id: a.id });
    expect(removed.message).toBe('users:remove_record_success');
    expect(await PreRegistration.findByPk(a.id)).toBeNull();
    expect((await caught(deletePreRegistration({ actor: actorOf(admin), id: a.id }))).messageKey).toBe('users:remove_record_fail');
    expect(await AuditLog.count({ where: { action: 'pre_registration.delete', target_id: String(a.id) } })).toBe(1);
  });
});

describe('updateStaffProfile', () => {
  it('changes name, contact and language, audited; validates', async () => {
    const result = await updateStaffProfile({ actor: actorOf(accountant), name: 'Accountant Renamed', contact: '0123456789', language: 'bm' });
    expect(result).toMatchObject({ message: 'users:profile_updated', user: { name: 'Accountant Renamed' } });
    expect((await User.findByPk(accountant.id))!.language).toBe('bm');
    expect(await AuditLog.count({ where: { action: 'profile.update', actor_id: accountant.id } })).toBe(1);
    expect((await caught(updateStaffProfile({ actor: actorOf(accountant), name: 'x' }))).fieldErrors).toEqual({ name: ['users:validation.name_min'] });
    expect((await caught(updateStaffProfile({ actor: actorOf(member), name: 'Member Name' }))).status).toBe(403);
  });
});
