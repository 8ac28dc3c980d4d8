import { literal, Op, QueryTypes, type CountOptions, type Model, type ModelStatic } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ROLE, SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { Application } from '../../models/application';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { buildApplication, buildCustomer, buildOrder, queriesOf, useTestWorld } from '../../testing/index';
import { countMostlyEqual, countOf, countTogether, countTogetherFor, type CountQuery, type OwnerId } from './counts';

useTestWorld();

/**
 * Issue 17: several counts in one statement give exactly what each Model.count gives — plain wheres,
 * IN lists, NULL tests, joins with a required include, an anti-join, a literal condition.
 */
describe(`countTogether (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('answers what each Model.count answers, in one statement', async () => {
    const alice = await buildCustomer();
    const bob = await buildCustomer();
    for (const user of [alice, alice, bob]) await buildApplication({ user });
    await buildOrder({ user: alice });
    await buildOrder({ user: bob, method: 'paylater' });
    const queries: Record<string, CountQuery> = {
      all: countOf(Application),
      alice: countOf(Application, { where: { user_id: alice.id } }),
      inList: countOf(Application, { where: { user_id: { [Op.in]: [alice.id, bob.id] }, status_id: { [Op.ne]: null } } }),
      unread: countOf(Application, { where: { user_id: alice.id, read_by_customer: false } }),
      joined: countOf(OrderItem, {
        where: { service_id: { [Op.ne]: SERVICE.DELIVERY } },
        include: [{ model: Order, as: 'order', attributes: [], where: { user_id: alice.id }, required: true }],
      }),
      pending: countOf(Order, { where: { [Op.and]: [{ status: [ORDER_STATUS.PENDING, ORDER_STATUS.FAILED] }, literal('1 = 1')] } }),
      antiJoin: countOf(PreRegistration, { include: [{ association: 'user', attributes: [], required: false }], where: { '$user.id$': null } }),
      none: countOf(Delivery, { where: { tracking_no: { [Op.ne]: null } } }),
    };
    const expected: Record<string, number> = {};
    for (const [name, { model, options }] of Object.entries(queries)) {
      expected[name] = await (model as ModelStatic<Model>).count({ ...(options as CountOptions) });
    }
    let together: Record<string, number> = {};
    const statements = await queriesOf(async () => {
      together = await countTogether(queries);
    });
    expect(together).toEqual(expected);
    expect(statements).toBe(1);
    expect(expected.alice).toBeGreaterThan(0);
    expect(expected.joined).toBeGreaterThan(0);
  });

  it('countTogetherFor builds its statement once per key and answers each owner what countTogether answers with the id written in', async () => {
    const alice = await buildCustomer();
    const bob = await buildCustomer();
    const carol = await buildCustomer();
    for (const user of [alice, alice, bob]) await buildApplication({ user });
    await buildOrder({ user: alice });
    const key = `test:${Math.random()}`;
    let built = 0;
    // The owner twice in one count and in a join: one parameter, bound once.
    const counts = (owner: OwnerId | number) => ({
      mine: countOf(Application, { where: { user_id: owner } }),
      unread: countOf(Application, { where: { [Op.and]: [{ user_id: owner }, { read_by_customer: false }, { user_id: owner }] } }),
      joined: countOf(OrderItem, { include: [{ model: Order, as: 'order', attributes: [], where: { user_id: owner }, required: true }] }),
      everyone: countOf(Application),
      nothing: null,
    });
    for (const user of [alice, bob, carol, alice]) {
      let answer: Record<string, number> = {};
      const statements = await queriesOf(async () => {
        answer = await countTogetherFor(key, user.id, (owner) => {
          built += 1;
          return counts(owner);
        });
      });
      expect(answer, user.email).toEqual(await countTogether(counts(user.id)));
      expect(statements).toBe(1);
    }
    expect(built).toBe(1);
    expect((await countTogetherFor(key, alice.id, () => ({ mine: null }))).mine).toBe(2);
  });

  it('countTogetherFor binds nothing when the counts never name the owner, and refuses an id that is not an integer', async () => {
    const key = `test-staff:${Math.random()}`;
    const expected = await countTogether({ everyone: countOf(Application) });
    expect(await countTogetherFor(key, 1, () => ({ everyone: countOf(Application) }))).toEqual(expected);
    expect(await countTogetherFor(key, 2, () => ({ everyone: countOf(Application) }))).toEqual(expected);
    await expect(countTogetherFor(`${key}:bad`, '1 OR 1=1' as unknown as number, () => ({ everyone: countOf(Application) }))).rejects.toThrow(TypeError);
  });

  it('a null query counts 0 without asking the database', async () => {
    const statements = await queriesOf(async () => {
      expect(await countTogether({ nothing: null })).toEqual({ nothing: 0 });
    });
    expect(statements).toBe(0);
  });

  it('countMostlyEqual answers what counting the value answers, whichever side the other rows are on (ADR 081)', async () => {
    const alice = await buildCustomer();
    const ips: IpRecord[] = [];
    for (let n = 0; n < 4; n += 1) ips.push((await buildApplication({ user: alice })).ip);
    await IpRecord.update({ model_type: 'search' }, { where: { id: ips[0]!.id } });
    const payments: Payment[] = [];
    for (let n = 0; n < 5; n += 1) payments.push((await buildOrder({ user: alice })).payment);
    await Payment.update({ status: 0 }, { where: { id: payments[0]!.id } });
    await Payment.update({ status: 2 }, { where: { id: [payments[1]!.id, payments[2]!.id] } });
    for (const value of ['ip', 'search', 'a', 'zzz']) {
      expect(await countMostlyEqual(IpRecord, 'model_type', value), value).toBe(await IpRecord.count({ where: { model_type: value } }));
    }
    for (const value of [0, 1, 2, 3]) {
      expect(await countMostlyEqual(Payment, 'status', value), String(value)).toBe(await Payment.count({ where: { status: value } }));
    }
    // Rows on both sides of the value counted.
    for (const side of [0, 2]) expect(await Payment.count({ where: { status: side } })).toBeGreaterThan(0);
    // One statement either way.
    expect(await queriesOf(() => countMostlyEqual(Payment, 'status', 1))).toBe(1);
  });

  it('the kept numbers (SQLite triggers, ADR 087) stay what counting answers whoever writes: the domain, plain SQL, a rolled-back transaction, deletions', async () => {
    const sequelize = getSequelize();
    const sqlite = sequelize.getDialect() === 'sqlite';
    const cases = [
      { model: IpRecord as unknown as ModelStatic<Model>, column: 'model_type', value: 'ip' as string | number, table: 'ips' },
      { model: Payment as unknown as ModelStatic<Model>, column: 'status', value: 1, table: 'payments' },
      { model: User as unknown as ModelStatic<Model>, column: 'role_id', value: ROLE.MEMBER, table: 'users' },
    ];
    const agree = async (step: string) => {
      for (const { model, column, value, table } of cases) {
        const counted = await model.count({ where: { [column]: value } });
        expect(await countMostlyEqual(model as ModelStatic<Payment>, column as 'status', value as number), `${step}: ${table}`).toBe(counted);
        if (sqlite) {
          const [row] = await sequelize.query<{ count: number }>('SELECT count FROM kept_counts WHERE name = ?', { type: QueryTypes.SELECT, replacements: [`${table}.${column}=${value}`] });
          expect(Number(row?.count), `${step}: ${table}'s kept row`).toBe(counted);
        }
      }
    };
    await agree('start');
    const alice = await buildCustomer();
    const { ip } = await buildApplication({ user: alice });
    const { payment } = await buildOrder({ user: alice });
    await agree('created');
    await IpRecord.update({ model_type: 'search' }, { where: { id: ip.id } });
    await Payment.update({ status: 2 }, { where: { id: payment.id } });
    await User.update({ role_id: ROLE.AGENT }, { where: { id: alice.id } });
    await agree('updated');
    await sequelize.query("UPDATE ips SET model_type = 'ip' WHERE id = ?", { replacements: [ip.id] });
    await sequelize.query('UPDATE payments SET status = 1 WHERE id = ?', { replacements: [payment.id] });
    await sequelize.query('UPDATE users SET role_id = 4 WHERE id = ?', { replacements: [alice.id] });
    await agree('plain SQL');
    await sequelize
      .transaction(async (transaction) => {
        await Payment.update({ status: 0 }, { where: { id: payment.id }, transaction });
        await User.update({ role_id: ROLE.ADMIN }, { where: { id: alice.id }, transaction });
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    await agree('rolled back');
    await Payment.destroy({ where: { id: payment.id } });
    await agree('deleted');
    if (sqlite) {
      // The lists read the kept row itself; without it they count all less the others.
      const name = 'payments.status=1';
      const counted = await Payment.count({ where: { status: 1 } });
      await sequelize.query('UPDATE kept_counts SET count = count + 7 WHERE name = ?', { replacements: [name] });
      expect(await countMostlyEqual(Payment, 'status', 1)).toBe(counted + 7);
      await sequelize.query('DELETE FROM kept_counts WHERE name = ?', { replacements: [name] });
      expect(await countMostlyEqual(Payment, 'status', 1)).toBe(counted);
      await sequelize.query('INSERT INTO kept_counts (name, count) VALUES (?, ?)', { replacements: [name, counted] });
    }
  });
});
