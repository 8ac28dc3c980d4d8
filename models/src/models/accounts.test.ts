import { createHash, randomBytes } from 'node:crypto';
import { ForeignKeyConstraintError, UniqueConstraintError, ValidationError } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { ROLE, ROLE_NAMES, USER_STATUS, USER_STATUS_NAMES, type RoleId, type UserStatusId } from '../constants/index';
import {
  AuditLog,
  AuditMail,
  ClassName,
  Configuration,
  ContactMessage,
  Country,
  CurrencyRate,
  EmailBroadcast,
  ExportFile,
  JobLock,
  LoginAttempt,
  News,
  PasswordReset,
  PreRegistration,
  Report,
  ReportAttachment,
  ReportMessage,
  Role,
  Session,
  State,
  User,
  UserStatus,
  VerificationToken,
  Whitelist,
} from './index';

let db: TestDatabase;
let malaysia: Country;
let selangor: State;
let counter = 0;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionId = () => randomBytes(32).toString('hex');
const inOneDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

function newUser(overrides: Partial<Parameters<typeof User.create>[0]> = {}) {
  counter += 1;
  return User.create({
    name: `User ${counter}`,
    email: `user${counter}@example.com`,
    password: '$2a$10$abcdefghijklmnopqrstuv',
    role_id: ROLE.MEMBER,
    status_id: USER_STATUS.ACTIVE,
    type: 'Personal',
    ...overrides,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await Role.bulkCreate(Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id) as RoleId, name })));
  await UserStatus.bulkCreate(
    Object.entries(USER_STATUS_NAMES).map(([id, name]) => ({ id: Number(id) as UserStatusId, name })),
  );
  malaysia = await Country.create({ id: 110, name: 'Malaysia', iso2: 'my', in_service: true, phone_code: '+60' });
  selangor = await State.create({ country_id: malaysia.id, name: 'Selangor' });
});

afterAll(async () => {
  await db?.drop();
});

describe('reference tables', () => {
  it('keep the fixed ids of the spec, including status 0', async () => {
    expect((await Role.findAll({ order: [['id', 'ASC']] })).map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await UserStatus.findAll({ order: [['id', 'ASC']] })).map((s) => s.id)).toEqual([0, 1, 2, 4, 5, 999]);
    const unverified = await UserStatus.findByPk(0);
    expect(unverified?.name).toBe('Unverified');
  });

  it('store countries with upper-case unique iso2 and a boolean in_service', async () => {
    const found = await Country.findByPk(110);
    expect(found?.iso2).toBe('MY');
    expect(found?.in_service).toBe(true);
    const other = await Country.create({ name: 'Singapore', iso2: 'SG' });
    expect(other.in_service).toBe(false);
    expect((await Country.findByPk(other.id))?.in_service).toBe(false);
    await expect(Country.create({ name: 'Malaysia again', iso2: 'MY' })).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('list states per country and refuse an unknown country', async () => {
    const withStates = await Country.findByPk(110, { include: [{ model: State, as: 'states' }] });
    expect(withStates?.states?.map((s) => s.name)).toEqual(['Selangor']);
    const state = await State.findByPk(selangor.id, { include: [{ model: Country, as: 'country' }] });
    expect(state?.country?.name).toBe('Malaysia');
    await expect(State.create({ country_id: 99999, name: 'Nowhere' })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
  });

  it('store Nice classes with explicit ids and trilingual names', async () => {
    await ClassName.create({ id: 45, name_en: 'Legal services', name_bm: 'Perkhidmatan undang-undang', name_cn: '法律服务' });
    const found = await ClassName.findByPk(45);
    expect(found?.name_cn).toBe('法律服务');
    await expect(ClassName.create({ id: 46, name_en: 'No such class' })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('users', () => {
  it('belong to a role, a status, a country and a state, and hide the password in JSON', async () => {
    const pre = await PreRegistration.create({ name: 'Agent Pre', email: 'pre@example.com', contact: '0123456789' });
    const agent = await newUser({
      email: '  Agent.One@Example.COM ',
      role_id: ROLE.AGENT,
      type: 'Agent',
      company: 'Agent Firm Sdn Bhd',
      country_id: malaysia.id,
      state_id: selangor.id,
      commission_rate: '12.5',
      preregister_agent_id: pre.id,
    });
    expect(agent.email).toBe('agent.one@example.com');
    const found = await User.findByPk(agent.id, {
      include: [
        { model: Role, as: 'role' },
        { model: UserStatus, as: 'status' },
        { model: Country, as: 'country' },
        { model: State, as: 'state' },
        { model: PreRegistration, as: 'pre_registration' },
      ],
    });
    expect(found?.role?.name).toBe('Agent');
    expect(found?.status?.name).toBe('Active');
    expect(found?.country?.iso2).toBe('MY');
    expect(found?.state?.name).toBe('Selangor');
    expect(found?.pre_registration?.email).toBe('pre@example.com');
    expect(found?.commission_rate).toBe('12.50');
    expect(found?.language).toBe('en');
    expect(found?.currency).toBe('MYR');
    expect(found?.last_login).toBeNull();
    const json = found!.toJSON() as Record<string, unknown>;
    expect(json).not.toHaveProperty('password');
    expect(json).not.toHaveProperty('is_whitelist');
    expect(found?.password).toMatch(/^\$2a\$/);
    expect((await User.findByEmail('AGENT.one@example.com'))?.id).toBe(agent.id);
    const preWithUser = await PreRegistration.findByPk(pre.id, { include: [{ model: User, as: 'user' }] });
    expect(preWithUser?.user?.id).toBe(agent.id);
  });

  it('default to status 0 (unverified) and keep commission rates as money strings', async () => {
    const user = await newUser({ status_id: undefined, commission_rate: '7' });
    const found = await User.findByPk(user.id);
    expect(found?.status_id).toBe(USER_STATUS.UNVERIFIED);
    expect(found?.commission_rate).toBe('7.00');
  });

  it('refuse a duplicate e-mail whatever its case', async () => {
    await newUser({ email: 'dup@example.com' });
    await expect(newUser({ email: 'DUP@example.com' })).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('refuse an unknown role, status or country', async () => {
    await expect(newUser({ role_id: 42 as never })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
    await expect(newUser({ status_id: 3 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
    await expect(newUser({ country_id: 123456 })).rejects.toBeInstanceOf(ForeignKeyConstraintError);
  });

  it('validate the enumerated fields', async () => {
    await expect(newUser({ type: 'Alien' as never })).rejects.toBeInstanceOf(ValidationError);
    await expect(newUser({ language: 'fr' as never })).rejects.toBeInstanceOf(ValidationError);
    await expect(newUser({ currency: 'JPY' as never })).rejects.toBeInstanceOf(ValidationError);
    await expect(newUser({ commission_rate: '100.5' })).rejects.toBeInstanceOf(ValidationError);
    const staff = await newUser({ role_id: ROLE.ADMIN, type: null });
    expect(staff.type).toBeNull();
  });

  it('cannot be deleted while they own reports (history is kept)', async () => {
    const user = await newUser();
    await Report.create({ ref_code: `RPT-${counter}`, user_id: user.id, title: 'Help', message: 'Something broke' });
    await expect(user.destroy()).rejects.toBeInstanceOf(ForeignKeyConstraintError);
  });
});

describe('sessions and tokens', () => {
  it('link a session to its user and to the impersonating admin, with JSON data', async () => {
    const admin = await newUser({ role_id: ROLE.ADMIN, type: null });
    const customer = await newUser();
    const id = sessionId();
    await Session.create({
      id,
      user_id: customer.id,
      impersonator_id: admin.id,
      data: { language: 'cn', currency: 'SGD', role: 4, flash: ['saved'] },
      ip_address: '2001:db8::1',
      user_agent: 'x'.repeat(400),
      expires_at: inOneDay(),
    });
    const found = await Session.findByPk(id, {
      include: [
        { model: User, as: 'user' },
        { model: User, as: 'impersonator' },
      ],
    });
    expect(found?.user?.id).toBe(customer.id);
    expect(found?.impersonator?.id).toBe(admin.id);
    expect(found?.data).toEqual({ language: 'cn', currency: 'SGD', role: 4, flash: ['saved'] });
    expect(found?.user_agent).toHaveLength(255);
    expect(found?.isExpired()).toBe(false);
    const sessions = await User.findByPk(customer.id, { include: [{ model: Session, as: 'sessions' }] });
    expect(sessions?.sessions).toHaveLength(1);
  });

  it('refuse a session for an unknown user', async () => {
    await expect(Session.create({ id: sessionId(), user_id: 987654, expires_at: inOneDay() })).rejects.toBeInstanceOf(
      ForeignKeyConstraintError,
    );
  });

  it('store token hashes uniquely and delete sessions and tokens with their user', async () => {
    const user = await newUser();
    const token = randomBytes(32).toString('hex');
    const verification = await VerificationToken.create({
      email: user.email,
      user_id: user.id,
      token_hash: hash(token),
      expires_at: inOneDay(),
    });
    expect(verification.isUsable()).toBe(true);
    await expect(
      VerificationToken.create({ email: user.email, user_id: user.id, token_hash: hash(token), expires_at: inOneDay() }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    await PasswordReset.create({ email: user.email.toUpperCase(), user_id: user.id, token_hash: hash(token), expires_at: inOneDay() });
    await expect(
      PasswordReset.create({ email: user.email, user_id: user.id, token_hash: hash(token), expires_at: inOneDay() }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    const reset = await PasswordReset.findOne({ where: { token_hash: hash(token) }, include: [{ model: User, as: 'user' }] });
    expect(reset?.email).toBe(user.email);
    expect(reset?.user?.id).toBe(user.id);
    await reset!.update({ used_at: new Date() });
    expect(reset!.isUsable()).toBe(false);

    const id = sessionId();
    await Session.create({ id, user_id: user.id, expires_at: inOneDay() });
    await user.destroy();
    expect(await Session.findByPk(id)).toBeNull();
    expect(await VerificationToken.count({ where: { user_id: user.id } })).toBe(0);
    expect(await PasswordReset.count({ where: { user_id: user.id } })).toBe(0);
  });

  it('count login attempts per scope and key in a time window', async () => {
    const key = 'limit@example.com';
    await LoginAttempt.bulkCreate([
      { scope: 'login', key, succeeded: false },
      { scope: 'login', key, succeeded: false },
      { scope: 'login', key, succeeded: true },
      { scope: 'forgot', key },
      { scope: 'login', key: '10.0.0.1' },
    ]);
    const since = new Date(Date.now() - 60_000);
    expect(await LoginAttempt.countSince('login', key, since)).toBe(3);
    expect(await LoginAttempt.countSince('login', key, since, { failedOnly: true })).toBe(2);
    expect(await LoginAttempt.countSince('forgot', key, since)).toBe(1);
    expect(await LoginAttempt.countSince('login', key, new Date(Date.now() + 60_000))).toBe(0);
    const one = await LoginAttempt.findOne({ where: { scope: 'forgot' } });
    expect(one?.succeeded).toBe(false);
    expect(one?.created_at).toBeInstanceOf(Date);
  });
});

describe('site and admin tables', () => {
  it('store configuration values JSON-encoded under unique keys', async () => {
    await Configuration.writeValue('maintenance', false);
    await Configuration.writeValue('payment_type', 'Stripe');
    await Configuration.writeValue('stripe', { publishable: 'pk_test', secret: 'enc:abc' }, { isSecret: true });
    await Configuration.writeValue('payment_type', 'Paypal');
    expect(await Configuration.readValue('payment_type', 'Stripe')).toBe('Paypal');
    expect(await Configuration.readValue('maintenance', true)).toBe(false);
    expect(await Configuration.readValue('missing', 'fallback')).toBe('fallback');
    const stripe = await Configuration.findOne({ where: { key: 'stripe' } });
    expect(stripe?.is_secret).toBe(true);
    expect(stripe?.parsedValue()).toEqual({ publishable: 'pk_test', secret: 'enc:abc' });
    await expect(Configuration.create({ key: 'maintenance', value: 'true' })).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('derive is_whitelist from unique whitelisted e-mails', async () => {
    await Whitelist.create({ email: 'VIP@Example.com' });
    expect(await Whitelist.isWhitelisted('vip@example.com ')).toBe(true);
    expect(await Whitelist.isWhitelisted('nobody@example.com')).toBe(false);
    await expect(Whitelist.create({ email: 'vip@example.com' })).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('keep one exact decimal rate per currency', async () => {
    const fetched_at = new Date();
    await CurrencyRate.create({ currency: 'MYR', rate: '4.47250000', fetched_at });
    await CurrencyRate.create({ currency: 'USD', rate: '1', fetched_at });
    const myr = await CurrencyRate.findOne({ where: { currency: 'MYR' } });
    expect(myr?.rate).toBe('4.4725');
    expect(myr?.base).toBe('USD');
    expect((await CurrencyRate.findOne({ where: { currency: 'USD' } }))?.rate).toBe('1');
    await expect(CurrencyRate.create({ currency: 'MYR', rate: '4.5', fetched_at })).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('round-trip JSON in news and broadcasts, and keep them when their author is deleted', async () => {
    const admin = await newUser({ role_id: ROLE.ADMIN, type: null });
    const news = await News.create({
      title: 'New fees',
      content: '<p>'.concat('x'.repeat(70_000), '</p>'),
      images: ['news/1.png', 'news/2.jpg'],
      publish_date: new Date('2025-01-02T03:04:00Z'),
      created_by: admin.id,
    });
    const broadcast = await EmailBroadcast.create({
      title: 'Holiday',
      message: '<h1>Closed</h1>',
      publish_date: new Date('2025-02-01T00:00:00Z'),
      receiver: [{ id: admin.id, email: admin.email }],
      attachments: [{ id: 'a1', path: 'broadcasts/1/a.png', name: 'a.png', mime: 'image/png' }],
      created_by: admin.id,
    });
    const foundNews = await News.findByPk(news.id, { include: [{ model: User, as: 'creator' }] });
    expect(foundNews?.images).toEqual(['news/1.png', 'news/2.jpg']);
    expect(foundNews?.content.length).toBe(70_007);
    expect(foundNews?.status).toBe(1);
    expect(foundNews?.publish_date.toISOString()).toBe('2025-01-02T03:04:00.000Z');
    expect(foundNews?.creator?.email).toBe(admin.email);
    const foundBroadcast = await EmailBroadcast.findByPk(broadcast.id);
    expect(foundBroadcast?.receiver).toEqual([{ id: admin.id, email: admin.email }]);
    expect(foundBroadcast?.attachments).toEqual([{ id: 'a1', path: 'broadcasts/1/a.png', name: 'a.png', mime: 'image/png' }]);
    expect(foundBroadcast?.sent_at).toBeNull();

    await admin.destroy();
    expect((await News.findByPk(news.id))?.created_by).toBeNull();
    expect((await EmailBroadcast.findByPk(broadcast.id))?.created_by).toBeNull();
  });

  it('give reports a unique reference, attachments and replies that go with the report', async () => {
    const customer = await newUser();
    const admin = await newUser({ role_id: ROLE.ADMIN, type: null });
    const report = await Report.create({ ref_code: 'RPT-UNIQUE-1', user_id: customer.id, title: 'Invoice', message: 'Wrong total' });
    await ReportAttachment.create({ report_id: report.id, path: 'reports/1/a.png', original_name: 'a.png', mime: 'image/png' });
    await ReportMessage.create({ report_id: report.id, user_id: admin.id, title: 'Re: Invoice', message: 'Fixed' });
    const found = await Report.findByPk(report.id, {
      include: [
        { model: User, as: 'user' },
        { model: ReportAttachment, as: 'attachments' },
        { model: ReportMessage, as: 'messages', include: [{ model: User, as: 'user' }] },
      ],
    });
    expect(found?.status_id).toBe(0);
    expect(found?.is_read).toBe(false);
    expect(found?.user?.email).toBe(customer.email);
    expect(found?.attachments?.map((a) => a.path)).toEqual(['reports/1/a.png']);
    expect(found?.messages?.[0].user?.id).toBe(admin.id);
    await expect(
      Report.create({ ref_code: 'RPT-UNIQUE-1', user_id: customer.id, title: 'Again', message: 'Again' }),
    ).rejects.toBeInstanceOf(UniqueConstraintError);
    await expect(ReportAttachment.create({ report_id: 999999, path: 'x' })).rejects.toBeInstanceOf(ForeignKeyConstraintError);

    await report.destroy();
    expect(await ReportAttachment.count({ where: { report_id: report.id } })).toBe(0);
    expect(await ReportMessage.count({ where: { report_id: report.id } })).toBe(0);
  });

  it('store contact messages, exports and audited mail', async () => {
    const admin = await newUser({ role_id: ROLE.ADMIN, type: null });
    const contact = await ContactMessage.create({ name: 'Visitor', email: 'v@example.com', message: 'Hello', ip_address: '127.0.0.1' });
    expect((await ContactMessage.findByPk(contact.id))?.emailed_at).toBeNull();

    const exported = await ExportFile.create({
      filename: 'ips-2025.xlsx',
      type: 'ip',
      user_id: admin.id,
      params: { filter: { type_id: 1 }, sort: ['created_at', 'DESC'] },
    });
    const foundExport = await ExportFile.findByPk(exported.id, { include: [{ model: User, as: 'user' }] });
    expect(foundExport?.status).toBe('processing');
    expect(foundExport?.params).toEqual({ filter: { type_id: 1 }, sort: ['created_at', 'DESC'] });
    expect(foundExport?.user?.id).toBe(admin.id);
    await expect(foundExport!.update({ status: 'done' as never })).rejects.toBeInstanceOf(ValidationError);
    await foundExport!.update({ status: 'success', fileurl: 'exports/ips-2025.xlsx' });

    const mail = await AuditMail.create({
      reference: 'ORD-1',
      user_email: 'c@example.com',
      template: 'order-paid',
      language: 'bm',
      status: 1,
      payload: { order: { reference: 'ORD-1', total: '120.00' }, names: ['李'] },
      sent_at: new Date(),
    });
    const foundMail = await AuditMail.findByPk(mail.id);
    expect(foundMail?.payload).toEqual({ order: { reference: 'ORD-1', total: '120.00' }, names: ['李'] });
    expect(foundMail?.language).toBe('bm');
  });

  it('write audit logs that survive the deletion of their actor', async () => {
    const admin = await newUser({ role_id: ROLE.SUPER_ADMIN, type: null });
    const customer = await newUser();
    const log = await AuditLog.create({
      actor_id: customer.id,
      impersonator_id: admin.id,
      action: 'impersonate.start',
      target_type: 'user',
      target_id: customer.id as unknown as string,
      before: null,
      after: { status_id: 1, nested: { ok: true } },
      ip_address: '127.0.0.1',
    });
    const found = await AuditLog.findByPk(log.id, {
      include: [
        { model: User, as: 'actor' },
        { model: User, as: 'impersonator' },
      ],
    });
    expect(found?.target_id).toBe(String(customer.id));
    expect(found?.after).toEqual({ status_id: 1, nested: { ok: true } });
    expect(found?.before).toBeNull();
    expect(found?.actor?.id).toBe(customer.id);
    expect(found?.impersonator?.id).toBe(admin.id);
    expect(found?.created_at).toBeInstanceOf(Date);

    await admin.destroy();
    const after = await AuditLog.findByPk(log.id);
    expect(after?.impersonator_id).toBeNull();
    expect(after?.actor_id).toBe(customer.id);
  });

  it('let one owner at a time hold a job lock, until it is released or expires', async () => {
    const now = new Date();
    expect(await JobLock.tryAcquire('currency-rates', 'host-a', 60_000, now)).toBe(true);
    expect(await JobLock.tryAcquire('currency-rates', 'host-b', 60_000, now)).toBe(false);
    expect(await JobLock.release('currency-rates', 'host-b', now)).toBe(false);
    expect(await JobLock.release('currency-rates', 'host-a', now)).toBe(true);
    const later = new Date(now.getTime() + 1000);
    expect(await JobLock.tryAcquire('currency-rates', 'host-b', 60_000, later)).toBe(true);
    // Host b crashed: once its lock expires, host a takes over.
    expect(await JobLock.tryAcquire('currency-rates', 'host-a', 60_000, new Date(later.getTime() + 30_000))).toBe(false);
    expect(await JobLock.tryAcquire('currency-rates', 'host-a', 60_000, new Date(later.getTime() + 61_000))).toBe(true);
    const lock = await JobLock.findByPk('currency-rates');
    expect(lock?.owner).toBe('host-a');
    expect(lock?.last_started_at).toBeInstanceOf(Date);
    const concurrent = await Promise.all(
      ['w1', 'w2', 'w3', 'w4'].map((owner) => JobLock.tryAcquire('broadcast', owner, 60_000)),
    );
    expect(concurrent.filter(Boolean)).toHaveLength(1);
  });
});
