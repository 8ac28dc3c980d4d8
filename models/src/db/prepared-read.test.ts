import { Op } from 'sequelize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../constants/index';
import { createSession, hashSessionToken, IMPERSONATOR_ATTRIBUTES, readSession } from '../domain/auth/sessions';
import { listCart } from '../domain/cart/list-cart';
import { loadDisplayRates } from '../domain/currency/load-display-rates';
import { isWhitelisted } from '../domain/settings/whitelist';
import { CartItem } from '../models/cart-item';
import { CurrencyRate } from '../models/currency-rate';
import { Whitelist } from '../models/whitelist';
import { Configuration } from '../models/configuration';
import { Session } from '../models/session';
import { User } from '../models/user';
import { buildCartLines, buildCustomer, buildStaff, useTestWorld } from '../testing/index';
import { getSequelize } from './database';
import { preparedRead } from './prepared-read';

useTestWorld();
afterEach(() => {
  vi.restoreAllMocks();
});

const include = [
  { model: User, as: 'user' },
  { model: User, as: 'impersonator', attributes: [...IMPERSONATOR_ATTRIBUTES] },
];
/** Sequelize's own read of a session, the reference every prepared read is compared with. */
const reference = (token: string) => Session.findByPk(hashSessionToken(token), { include });

describe(`prepared reads (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('reads every session as Sequelize does, after the first read without building the find again', async () => {
    const admin = await buildStaff(ROLE.ADMIN, { email: 'prepared.admin@example.test' });
    const first = await buildCustomer({ email: 'prepared.first@example.test' });
    const second = await buildCustomer({ email: 'prepared.second@example.test' });
    const own = await createSession({ userId: first.id, data: { lng: 'cn' } });
    const impersonated = await createSession({ userId: second.id, impersonatorId: admin.id });

    expect((await readSession(own.token))?.user.id).toBe(first.id);
    const finds = vi.spyOn(Session, 'findAll');
    for (let round = 0; round < 2; round += 1) {
      for (const [token, userId, impersonatorId] of [
        [own.token, first.id, null],
        [impersonated.token, second.id, admin.id],
      ] as const) {
        const read = await readSession(token);
        const expected = await reference(token);
        expect(read?.session).toBeInstanceOf(Session);
        expect(read?.user).toBeInstanceOf(User);
        expect(read?.user.id).toBe(userId);
        expect(read?.impersonator?.id ?? null).toBe(impersonatorId);
        // The session's own values, and its user and impersonator answered beside it.
        const { user: _user, impersonator: _impersonator, ...expectedSession } = expected!.toJSON() as Record<string, unknown>;
        expect(read?.session.toJSON()).toEqual(expectedSession);
        expect(read?.user.toJSON()).toEqual(expected!.user!.toJSON());
        expect((read?.impersonator as User | null | undefined)?.toJSON() ?? null).toEqual(expected!.impersonator?.toJSON() ?? null);
        expect(read?.session.expires_at).toBeInstanceOf(Date);
        expect(read?.user.toJSON()).not.toHaveProperty('password');
      }
    }
    expect((await readSession(own.token))?.session.data).toEqual({ lng: 'cn' });
    // The four reference reads above are Sequelize finds; the five session reads are not.
    expect(finds).toHaveBeenCalledTimes(4);
  });

  it('finds nothing for an unknown token, and a session written in a transaction inside it', async () => {
    const user = await buildCustomer();
    await readSession((await createSession({ userId: user.id })).token);
    expect(await readSession('a'.repeat(64))).toBeNull();
    await getSequelize().transaction(async (transaction) => {
      const { token } = await createSession({ userId: user.id }, { transaction });
      expect((await readSession(token, { transaction }))?.user.id).toBe(user.id);
    });
  });

  it('reads configuration values by key, each list of keys its own values, after the first read without a find', async () => {
    await Configuration.writeValue('prepared_a', { on: true });
    await Configuration.writeValue('prepared_b', 'plain text');
    await Configuration.writeValue('prepared_c', 3);
    await Configuration.readValues(['prepared_a', 'prepared_b']);
    const finds = vi.spyOn(Configuration, 'findAll');
    expect([...(await Configuration.readValues(['prepared_a', 'prepared_b']))]).toEqual([['prepared_a', { on: true }], ['prepared_b', 'plain text']].sort());
    expect([...(await Configuration.readValues(['prepared_c', 'prepared_none']))]).toEqual([['prepared_c', 3]]);
    expect(new Map(await Configuration.readValues(['prepared_b', 'prepared_c', 'prepared_b']))).toEqual(new Map<string, unknown>([['prepared_b', 'plain text'], ['prepared_c', 3]]));
    expect(await Configuration.readValue('prepared_c', 0)).toBe(3);
    expect(await Configuration.readValue('prepared_none', 'fallback')).toBe('fallback');
    await Configuration.update({ value: '4' }, { where: { key: 'prepared_c' } });
    expect(await Configuration.readValue('prepared_c', 0)).toBe(4);
    // One find for the first single-key read (its statement made then); none for the lists of two.
    expect(finds).toHaveBeenCalledTimes(1);
  });

  it("reads a cart's lines, the display rates and the whitelist as before, after the first read without a find", async () => {
    const full = await buildCustomer({ email: 'prepared.cart@example.test' });
    const other = await buildCustomer({ email: 'prepared.other@example.test' });
    const empty = await buildCustomer({ email: 'prepared.empty@example.test' });
    await buildCartLines(full, 2);
    await buildCartLines(other, 1);
    await Whitelist.create({ email: 'prepared.cart@example.test' });
    const [fullLines, otherLines] = [await listCart({ actor: full }), await listCart({ actor: other })];
    const rates = await loadDisplayRates();
    expect(await isWhitelisted('prepared.cart@example.test')).toBe(true);
    const finds = [vi.spyOn(CartItem, 'findAll'), vi.spyOn(CurrencyRate, 'findAll'), vi.spyOn(Whitelist, 'findAll')];
    for (let round = 0; round < 2; round += 1) {
      expect(await listCart({ actor: full })).toEqual(fullLines);
      expect((await listCart({ actor: other })).map((line) => line.id)).toEqual(otherLines.map((line) => line.id));
      expect(await listCart({ actor: empty })).toEqual([]);
      expect(await loadDisplayRates()).toEqual(rates);
      expect(await isWhitelisted('Prepared.Cart@Example.test')).toBe(true);
      expect(await isWhitelisted('prepared.other@example.test')).toBe(false);
    }
    expect(fullLines).toHaveLength(2);
    expect(fullLines[0]).toMatchObject({ country_name: 'Malaysia', country_iso2: 'MY' });
    for (const find of finds) expect(find).not.toHaveBeenCalled();
    // A line added and a rate changed are read: the statement is kept, never the rows.
    await buildCartLines(empty, 1);
    expect(await listCart({ actor: empty })).toHaveLength(1);
    await CurrencyRate.update({ rate: '9.99' }, { where: { currency: 'MYR' } });
    expect((await loadDisplayRates()).rates.MYR).toBe('9.99');
  });

  it('decides nothing on a call whose values are not all distinct: a later call with distinct values keeps the statement', async () => {
    const first = await buildCustomer();
    const second = await buildCustomer();
    const pair = (a: number, b: number) =>
      preparedRead(getSequelize(), 'test.pair', [a, b], null, (call) =>
        User.findAll({ where: { id: { [Op.in]: [getSequelize().literal('$1'), getSequelize().literal('$2')] } }, attributes: ['id'], order: [['id', 'ASC']], ...call }),
      );
    const finds = vi.spyOn(User, 'findAll');
    expect((await pair(first.id, first.id)).map((user) => user.id)).toEqual([first.id]);
    expect((await pair(first.id, second.id)).map((user) => user.id)).toEqual([first.id, second.id]);
    expect(finds).toHaveBeenCalledTimes(2);
    expect((await pair(second.id, first.id)).map((user) => user.id)).toEqual([first.id, second.id]);
    expect((await pair(second.id, second.id)).map((user) => user.id)).toEqual([second.id]);
    expect(finds).toHaveBeenCalledTimes(2);
  });

  it('runs the find every time when its statement cannot be run again as it is', async () => {
    const first = await buildCustomer({ name: 'Prepared Why?' });
    const second = await buildCustomer({ name: 'Prepared Why Not?' });
    const byName = (id: number) =>
      preparedRead(getSequelize(), 'test.question-mark', [id], null, (call) =>
        User.findOne({ where: { id: { [Op.eq]: getSequelize().literal('$1') }, name: { [Op.like]: 'Prepared Why%?' } }, ...call }),
      );
    const same = (id: number) =>
      preparedRead(getSequelize(), 'test.same-value-twice', [id, id], null, (call) =>
        User.findOne({ where: { id: { [Op.eq]: getSequelize().literal('$1') }, [Op.and]: [{ id: { [Op.eq]: getSequelize().literal('$2') } }] }, ...call }),
      );
    // No values, and a '$' in the SQL (a string literal): never taken for a bind parameter, kept on both dialects.
    const dollars = await buildCustomer({ name: 'Prepared $5 $name' });
    const priced = () => preparedRead(getSequelize(), 'test.no-values', [], null, (call) => User.findOne({ where: { name: 'Prepared $5 $name' }, ...call }));
    expect((await priced())?.id).toBe(dollars.id);
    const finds = vi.spyOn(User, 'findAll');
    expect((await priced())?.id).toBe(dollars.id);
    for (let round = 0; round < 2; round += 1) {
      expect((await byName(first.id))?.name).toBe('Prepared Why?');
      expect((await byName(second.id))?.name).toBe('Prepared Why Not?');
      expect((await same(second.id))?.id).toBe(second.id);
      expect((await same(first.id))?.id).toBe(first.id);
    }
    // Two values the same: never kept. A '?' in the SQL: kept on SQLite (it runs $1 as written), not on MySQL.
    const questionMarkFinds = process.env.TEST_MYSQL_URL ? 4 : 1;
    expect(finds).toHaveBeenCalledTimes(4 + questionMarkFinds);
  });
});
