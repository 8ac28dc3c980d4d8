import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../constants/index';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { checkResetToken } from './check-reset-token';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { hashLinkToken } from './shared';
import { requestPasswordReset } from './request-password-reset';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

async function member(language = 'en') {
  const input = buildRegistration(places);
  const user = (await registerUser({ ...input, language, ip: '10.3.0.1' })).user!;
  await User.update({ status_id: USER_STATUS.ACTIVE }, { where: { id: user.id } });
  return { user, email: input.email };
}

describe('requestPasswordReset (ACC-48, ACC-49)', () => {
  it('mails a 60-minute reset link and stores only the token hash', async () => {
    const { user, email } = await member();
    const before = Date.now();
    const result = await requestPasswordReset({ email: email.toUpperCase(), ip: '10.3.0.2' });
    expect(result.messageKey).toBe('account:forgot.sent');
    const mail = world.mailsTo(email).find((m) => m.subject === 'Reset your IPRenew password')!;
    const link = linkIn(mail, '/forgot/password/')!;
    expect(link).toMatch(/^http:\/\/portal\.test\/forgot\/password\/[0-9a-f]{64}\/request\?q=.+%40example\.com$/);
    const token = /password\/([0-9a-f]{64})\//.exec(link)![1]!;
    const row = (await PasswordReset.findOne({ where: { user_id: user.id } }))!;
    expect(row.token_hash).toBe(hashLinkToken(token));
    const ttl = row.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(61 * 60_000);
    expect(await checkResetToken({ token, email })).toEqual({ valid: true });
  });

  it('a second request makes the first link invalid', async () => {
    const { email } = await member();
    await requestPasswordReset({ email, ip: '10.3.0.3' });
    await requestPasswordReset({ email, ip: '10.3.0.3' });
    const links = world.mailsTo(email).map((m) => linkIn(m, '/forgot/password/')).filter(Boolean) as string[];
    expect(links).toHaveLength(2);
    const [first, second] = links.map((l) => /password\/([0-9a-f]{64})\//.exec(l)![1]!);
    expect(await checkResetToken({ token: first!, email })).toEqual({ valid: false });
    expect(await checkResetToken({ token: second!, email })).toEqual({ valid: true });
  });

  it('writes the mail in the account language', async () => {
    const { email } = await member('cn');
    await requestPasswordReset({ email, ip: '10.3.0.4' });
    expect(world.mailsTo(email).map((m) => m.subject)).toContain('重置您的 IPRenew 密码');
  });

  it('answers the same for unknown and blocked e-mails and sends nothing (no enumeration)', async () => {
    const { user, email } = await member();
    await User.update({ status_id: USER_STATUS.BLOCKED }, { where: { id: user.id } });
    const before = world.mails().length;
    expect(await requestPasswordReset({ email: 'ghost@example.com', ip: '10.3.0.5' })).toEqual({ messageKey: 'account:forgot.sent' });
    expect(await requestPasswordReset({ email, ip: '10.3.0.5' })).toEqual({ messageKey: 'account:forgot.sent' });
    expect(world.mails().length).toBe(before);
    expect(await PasswordReset.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('refuses an invalid e-mail with the field message', async () => {
    await expect(requestPasswordReset({ email: 'nope' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { email: ['account:validation.email_invalid'] },
    });
  });
});
