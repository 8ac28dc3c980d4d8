import type { Transaction } from 'sequelize';
import { Country } from '../../models/country';
import { DeliveryPrice } from '../../models/delivery-price';
import { State } from '../../models/state';
import { deliveryPricesSchema, EDITOR_MAX_ROWS, settingsMessage } from '../../schemas/settings';
import { toMoneyString } from '../../models/columns';
import { NOT_ALLOWED, pageOf } from './shared';
import { type Actor, assertAllowed, inTransaction, type ListResult, type OperationOptions, orFail, parseInput, validationError, writeAudit } from '../kernel/index';

/** One delivery price row (DLV-20): the state scope lives in state_id and, for the legacy shape, in meta. */
export interface DeliveryPriceJson {
  id: number;
  country_id: number;
  state_id: number | null;
  meta: { state_id: number } | null;
  fee: string;
  status: number;
  country: { id: number; name: string } | null;
  state: { id: number; name: string } | null;
}

const toJson = (p: DeliveryPrice): DeliveryPriceJson => ({
  id: p.id,
  country_id: p.country_id,
  state_id: p.state_id ?? null,
  meta: p.state_id ? { state_id: p.state_id } : null,
  fee: p.fee,
  status: p.status,
  country: p.country ? { id: p.country.id, name: p.country.name } : null,
  state: p.state ? { id: p.state.id, name: p.state.name } : null,
});

async function loadRows(transaction?: Transaction, page = { offset: 0, limit: EDITOR_MAX_ROWS }): Promise<{ rows: DeliveryPrice[]; total: number }> {
  const [total, rows] = await Promise.all([
    DeliveryPrice.count({ transaction }),
    DeliveryPrice.findAll({
      include: [
        { model: Country, as: 'country', attributes: ['id', 'name'] },
        { model: State, as: 'state', attributes: ['id', 'name'] },
      ],
      order: [['id', 'ASC']],
      ...page,
      transaction,
    }),
  ]);
  return { rows, total };
}

/** DLV-17/18: the delivery price table in the order it was stored. 'Fail to retrieve listing'. */
export async function listDeliveryPrices(
  input: { actor: Actor; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<DeliveryPriceJson>> {
  assertAllowed(input.actor, 'delivery-prices', 'list', NOT_ALLOWED);
  const page = pageOf(input, EDITOR_MAX_ROWS);
  const { rows, total } = await orFail('settings:delivery_retrieve_fail', () => loadRows(options.transaction, page));
  return { rows: rows.map(toJson), total, ...page };
}

/**
 * DLV-17..21, ⚑AMB-23: stores the whole table in one transaction (the old rows are replaced). Each
 * row needs a country and a fee ≥ 0 (money, two decimals); an optional state of that country
 * narrows it; one row per (country, state). 'Records store successful' / 'Fail to store record'.
 */
export async function replaceDeliveryPrices(
  input: { actor: Actor; prices: unknown },
  options: OperationOptions = {},
): Promise<{ data: DeliveryPriceJson[]; message: string }> {
  assertAllowed(input.actor, 'delivery-prices', 'update', NOT_ALLOWED);
  const FAIL = 'settings:delivery_store_fail';
  const { prices } = parseInput(deliveryPricesSchema, { prices: input.prices }, FAIL);
  const rows = await orFail(FAIL, () =>
    inTransaction(options, async (transaction) => {
      const countryIds = [...new Set(prices.map((p) => p.country_id))];
      const stateIds = [...new Set(prices.map((p) => p.state_id).filter((id): id is number => typeof id === 'number'))];
      const [countries, states] = await Promise.all([
        countryIds.length ? Country.findAll({ where: { id: countryIds }, attributes: ['id'], transaction }) : [],
        stateIds.length ? State.findAll({ where: { id: stateIds }, attributes: ['id', 'country_id'], transaction }) : [],
      ]);
      const knownCountries = new Set(countries.map((c) => c.id));
      const stateCountry = new Map(states.map((s) => [s.id, s.country_id]));
      const errors: Record<string, string[]> = {};
      prices.forEach((row, index) => {
        if (!knownCountries.has(row.country_id)) errors[`prices.${index}.country_id`] = [settingsMessage('country_required')];
        if (row.state_id && stateCountry.get(row.state_id) !== row.country_id) errors[`prices.${index}.state_id`] = [settingsMessage('state_invalid')];
      });
      if (Object.keys(errors).length > 0) throw validationError(FAIL, errors);

      const before = (await DeliveryPrice.findAll({ order: [['id', 'ASC']], transaction, lock: transaction.LOCK.UPDATE })).map((p) => ({
        country_id: p.country_id,
        state_id: p.state_id ?? null,
        fee: p.fee,
      }));
      await DeliveryPrice.destroy({ where: {}, transaction });
      const fresh = prices.map((p) => ({
        country_id: p.country_id,
        state_id: p.state_id ?? null,
        meta: p.state_id ? { state_id: p.state_id } : null,
        fee: toMoneyString(p.fee),
        status: 1,
      }));
      for (const row of fresh) await DeliveryPrice.create(row, { transaction });
      await writeAudit(
        input.actor,
        {
          action: 'delivery_prices.replace',
          targetType: 'delivery_prices',
          targetId: null,
          before: { prices: before },
          after: { prices: fresh.map(({ country_id, state_id, fee }) => ({ country_id, state_id, fee })) },
        },
        transaction,
      );
      return (await loadRows(transaction)).rows;
    }),
  );
  return { data: rows.map(toJson), message: 'settings:delivery_store_success' };
}
