import { Op } from 'sequelize';
import { Country } from '../../models/country';
import { countriesInServiceSchema, settingsMessage } from '../../schemas/settings';
import { NOT_ALLOWED } from './shared';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, orFail, parseInput, validationError, writeAudit } from '../kernel/index';

/**
 * CAT-23, ADM-69, ⚑AMB-04: the countries available for service, saved as a whole — the given ids
 * are in service, every other country is not (super admin only). Unknown ids change nothing.
 */
export async function setCountriesInService(
  input: { actor: Actor; country: unknown },
  options: OperationOptions = {},
): Promise<{ country: number[]; message: string }> {
  assertAllowed(input.actor, 'countries', 'set-in-service', NOT_ALLOWED);
  const { country: ids } = parseInput(countriesInServiceSchema, { country: input.country }, 'settings:update_fail');
  const saved = await orFail('settings:update_fail', () =>
    inTransaction(options, async (transaction) => {
      const found = ids.length ? await Country.findAll({ where: { id: ids }, attributes: ['id'], transaction }) : [];
      if (found.length !== ids.length) throw validationError('settings:update_fail', { country: [settingsMessage('country_invalid')] });
      const before = (await Country.findAll({ where: { in_service: true }, attributes: ['id'], order: [['id', 'ASC']], transaction })).map((c) => c.id);
      await Country.update({ in_service: false }, { where: { in_service: true, id: { [Op.notIn]: ids.length ? ids : [0] } }, transaction });
      if (ids.length) await Country.update({ in_service: true }, { where: { id: ids, in_service: false }, transaction });
      const after = [...ids].sort((a, b) => a - b);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await writeAudit(input.actor, { action: 'countries.in_service', targetType: 'countries', targetId: null, before: { in_service: before }, after: { in_service: after } }, transaction);
      }
      return after;
    }),
  );
  return { country: saved, message: 'settings:record_update_success' };
}
