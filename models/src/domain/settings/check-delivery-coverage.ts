import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { DeliveryPrice } from '../../models/delivery-price';
import { deliveryCoverageSchema } from '../../schemas/settings';
import { type OperationOptions } from '../kernel/index';

export const DELIVERY_NOT_COVERED = 'settings:delivery_not_covered';

/**
 * DLV-13/14 (`POST api/deliveryprice/validate`): the delivery fee for an address. An active row for
 * the address's state wins over the country-wide row (state null, ⚑AMB-23); with neither, 422
 * 'The current address is not cover in delivering service.'.
 */
export async function checkDeliveryCoverage(
  input: { country_id: unknown; state_id?: unknown },
  options: OperationOptions = {},
): Promise<{ fee: string }> {
  const parsed = deliveryCoverageSchema.safeParse({ country_id: input.country_id, state_id: input.state_id });
  if (!parsed.success) throw new AppError('VALIDATION', DELIVERY_NOT_COVERED);
  const { country_id, state_id } = parsed.data;
  const rows = await DeliveryPrice.findAll({
    where: { country_id, status: 1, state_id: state_id ? { [Op.or]: [state_id, null] } : null },
    transaction: options.transaction,
  });
  const row = rows.find((r) => state_id && r.state_id === state_id) ?? rows.find((r) => r.state_id === null);
  if (!row) throw new AppError('VALIDATION', DELIVERY_NOT_COVERED);
  return { fee: row.fee };
}
