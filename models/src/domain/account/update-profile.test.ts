import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { User } from '../../models/user';
import { buildAgent, buildCustomer, buildPlaces, caught, createTestDatabase, type Places, type TestDatabase } from '../../testing/index';
import { agentAddressIncomplete } from './onboarding';
import { updateProfile } from './update-profile';

let db: TestDatabase;
let fx: Places;
beforeAll(async () => {
  db = await createTestDatabase();
  fx = await buildPlaces();
});
afterAll(async () => {
  await db.drop();
});

const values = (over: Record<string, unknown> = {}) => ({
  name: 'Nur Aminah',
  company: 'Aminah Trading',
  contact: '0124445566',
  address_1: '1 Lebuh Pantai',
  address_2: '',
  poscode: '10300',
  city: 'George Town',
  country_id: String(fx.malaysia.id),
  state_id: String(fx.selangor.id),
  ...over,
});


describe(`updateProfile (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('saves the editable fields, never email or type, and writes an audit row', async () => {
    const user = await buildCustomer({ profile: true });
    const result = await updateProfile({ actor: { id: user.id, role_id: user.role_id, ip: '127.0.0.1' }, values: { ...values(), email: 'evil@example.com', type: 'Company', role_id: 1 } });
    expect(result.next).toBe('stay');
    const saved = await User.findByPk(user.id);
    expect(saved).toMatchObject({
      name: 'Nur Aminah',
      company: 'Aminah Trading',
      address_2: null,
      state_id: fx.selangor.id,
      email: user.email,
      type: 'Personal',
      role_id: ROLE.MEMBER,
    });
    const audit = await AuditLog.findOne({ where: { action: 'profile.update', target_id: String(user.id) } });
    expect(audit?.actor_id).toBe(user.id);
    expect(audit?.after).toMatchObject({ name: 'Nur Aminah', state_id: fx.selangor.id });
    expect(audit?.ip_address).toBe('127.0.0.1');
  });

  it('applies the ACC-63 rules with message keys and changes nothing on failure', async () => {
    const user = await buildCustomer({ profile: true });
    const error = await caught(
      updateProfile({ actor: user, values: values({ name: 'Al', company: 'AB', contact: '123', address_1: '', poscode: '1', city: '', country_id: '', state_id: '' }) }),
    );
    expect(error.code).toBe('VALIDATION');
    expect(error.messageKey).toBe('nav:profile.fail');
    expect(error.fieldErrors).toMatchObject({
      name: ['nav:validation.name_min'],
      company: ['nav:validation.company_min'],
      contact: ['nav:validation.contact_min'],
      address_1: ['nav:validation.address_1_required'],
      poscode: ['nav:validation.poscode_min'],
      city: ['nav:validation.city_required'],
      country_id: ['nav:validation.country_id_required'],
      state_id: ['nav:validation.state_id_required'],
    });
    expect((await User.findByPk(user.id))?.name).toBe('Aminah Test');
  });

  it('refuses a state of another country', async () => {
    const user = await buildCustomer({ profile: true });
    const error = await caught(updateProfile({ actor: user, values: values({ state_id: fx.central.id }) }));
    expect(error.fieldErrors).toEqual({ state_id: ['nav:validation.state_not_in_country'] });
    expect((await User.findByPk(user.id))?.state_id).toBe(fx.penang.id);
  });

  it('ends the first-login step: status 4 becomes active and goes to the dashboard (ACC-44)', async () => {
    const user = await buildCustomer({ status_id: USER_STATUS.FIRST_LOGIN_PROFILE });
    const result = await updateProfile({ actor: user, values: values() });
    expect(result.next).toBe('dashboard');
    expect((await User.findByPk(user.id))?.status_id).toBe(USER_STATUS.ACTIVE);
  });

  it('sends a status-5 user on to the password change and keeps the status (ACC-44, ACC-46)', async () => {
    const agent = await buildAgent({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED });
    expect(agentAddressIncomplete(agent)).toBe(true);
    const result = await updateProfile({ actor: agent, values: values() });
    expect(result.next).toBe('change-password');
    const saved = (await User.findByPk(agent.id))!;
    expect(saved.status_id).toBe(USER_STATUS.PASSWORD_CHANGE_REQUIRED);
    expect(agentAddressIncomplete(saved)).toBe(false);
  });

  it('runs inside a caller transaction that can roll it back', async () => {
    const user = await buildCustomer({ profile: true });
    const t = await db.sequelize.transaction();
    await updateProfile({ actor: user, values: values({ name: 'Rolled Back' }) }, { transaction: t });
    await t.rollback();
    expect((await User.findByPk(user.id))?.name).toBe('Aminah Test');
  });
});
