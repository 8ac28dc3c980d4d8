import { Op } from 'sequelize';
import { IP_TYPE, SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { IpRecord } from '../../models/ip-record';
import { addError, assertMember, normaliseNumber, sameNumber, type CartOptions, type FieldErrors } from './shared';
import { type Actor } from '../kernel/index';

/** A renewal line's identity: its type, country and numbers; `ip_id` is the customer's own IP it renews (ORD-14). */
export interface LineIdentity {
  /** Conform path of the line ('lines[0]'), where errors are reported. */
  path: string;
  type_id: number;
  country_id: number;
  filing_no?: string | null;
  application_no?: string | null;
  grant_no?: string | null;
  ip_id?: number | null;
}

type NumberField = 'filing_no' | 'application_no' | 'grant_no';

/** ORD-18, ORD-19 (G-67): the message of a number that is already the customer's. */
export const DUPLICATE_MESSAGE: Record<NumberField, string> = {
  filing_no: 'orders:cart.duplicate.filing_no',
  application_no: 'orders:cart.duplicate.application_no',
  grant_no: 'orders:cart.duplicate.grant_no',
};
/** G-69: another customer's number — refused without saying so. */
export const UNAVAILABLE_MESSAGE = 'orders:cart.duplicate.unavailable';

export const numberFieldsOf = (typeId: number): NumberField[] => (typeId === IP_TYPE.PATENT ? ['application_no', 'grant_no'] : ['filing_no']);

/**
 * The duplicate errors of a set of lines (ORD-18, ORD-19, G-67, G-69), by field: a trademark
 * filing_no, or a patent application_no / grant_no, already used for the same type and country
 *  - by another line of the same bundle,
 *  - by a renewal line in the customer's cart (except `exceptCartId`, the line being edited),
 *  - by one of the customer's active IP records — unless the line renews that very record (ORD-14),
 *  - by another customer's active IP record: a generic message that reveals nothing.
 */
export async function duplicateErrors(
  input: { actor: Actor; lines: LineIdentity[]; exceptCartId?: number | null },
  options: CartOptions = {},
): Promise<FieldErrors> {
  const { actor, lines } = input;
  const errors: FieldErrors = {};
  const seen = new Map<string, true>();
  for (const line of lines) {
    for (const field of numberFieldsOf(line.type_id)) {
      const value = normaliseNumber(line[field]);
      if (!value) continue;
      const target = line.path ? `${line.path}.${field}` : field;
      const key = `${line.type_id}|${line.country_id}|${field}|${value}`;
      if (seen.has(key)) {
        addError(errors, target, DUPLICATE_MESSAGE[field]);
        continue;
      }
      seen.set(key, true);
      const scope = { type_id: line.type_id, country_id: line.country_id };
      const inCart = await CartItem.count({
        where: {
          [Op.and]: [
            { user_id: actor.id, service_id: SERVICE.RENEWAL, ...scope },
            sameNumber(field, value),
            ...(input.exceptCartId ? [{ id: { [Op.ne]: input.exceptCartId } }] : []),
          ],
        },
        transaction: options.transaction,
      });
      if (inCart > 0) {
        addError(errors, target, DUPLICATE_MESSAGE[field]);
        continue;
      }
      const owners = await IpRecord.findAll({
        attributes: ['id', 'user_id'],
        where: { [Op.and]: [{ ...scope, status: 1, model_type: 'ip' }, sameNumber(field, value)] },
        transaction: options.transaction,
      });
      const own = owners.filter((ip) => ip.user_id === actor.id);
      if (own.some((ip) => ip.id !== line.ip_id)) addError(errors, target, DUPLICATE_MESSAGE[field]);
      else if (own.length === 0 && owners.length > 0) addError(errors, target, UNAVAILABLE_MESSAGE);
    }
  }
  return errors;
}

/** assertNoDuplicate: throws CONFLICT with the first duplicate message and every field error. */
export async function assertNoDuplicate(input: { actor: Actor; lines: LineIdentity[]; exceptCartId?: number | null }, options: CartOptions = {}): Promise<void> {
  assertMember(input.actor);
  const errors = await duplicateErrors(input, options);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('CONFLICT', first, { fieldErrors: errors });
}
