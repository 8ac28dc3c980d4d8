import { FEE_TYPES, SERVICE } from '../../constants/index';
import { AppError, isAppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import { User } from '../../models/user';
import { deliveryRequestSchema } from '../../schemas/deliveries';
import { checkDeliveryCoverage, DELIVERY_NOT_COVERED } from '../settings/index';
import { cartLineJson, type CartLineJson } from '../cart/shared';
import { type Actor, fieldErrorsOf, inTransaction, type OperationOptions, validationError } from '../kernel/index';
import { deliveryRequestRefusal } from './rules';
import { countOpenDeliveryRequests, ownedApplication } from './open-delivery-request';

export const DELIVERY_REQUESTED = 'deliveries:customer.request.success';
export const DELIVERY_REQUEST_INVALID = 'deliveries:customer.request.invalid';
/** DLV-14: 'The current address is not cover in delivering service.' */
export const DELIVERY_REQUEST_NOT_COVERED = 'deliveries:customer.request.not_covered';
const REFUSED = { status: 'deliveries:customer.request.not_allowed', open: 'deliveries:customer.request.open_exists' } as const;
const DELIVERY_FEE: (typeof FEE_TYPES)[number] = 'delivery_fee';

export interface RequestDeliveryInput {
  actor: Actor;
  applicationId: unknown;
  /** The typed address (DLV-11); ignored when `useOwnAddress`. */
  address?: Record<string, unknown>;
  /** DLV-12: 'Use Own Address' — the profile's address, read here (the browser's copy is not trusted). */
  useOwnAddress?: boolean;
}

/**
 * DLV-11..15, G-37, ACL-52 (ADR 041): the owner's deliver request. The application must be the
 * actor's (404), Certificate Ready or Completed and without another open request (409); the address
 * is checked (DLV-11, 422 with the field messages) and must be covered by the delivery price table
 * (DLV-14: 'The current address is not cover in delivering service.', 422). It then becomes one cart
 * line — service 4, fee_type delivery_fee, the address and the fee (DLV-15) — paid at the normal
 * checkout, after which payment creates the delivery row once (materialise-lines.ts). Nothing is
 * written on any refusal.
 */
export async function requestDelivery(input: RequestDeliveryInput, options: OperationOptions = {}): Promise<{ message: string; line: CartLineJson }> {
  const { actor } = input;
  return inTransaction(options, async (transaction) => {
    const application = await ownedApplication(actor, input.applicationId, transaction);
    const refusal = deliveryRequestRefusal(application, await countOpenDeliveryRequests(application.id, transaction));
    if (refusal) throw new AppError('CONFLICT', REFUSED[refusal]);
    let raw = input.address ?? {};
    if (input.useOwnAddress) {
      const user = await User.findByPk(actor.id, { attributes: ['address_1', 'address_2', 'poscode', 'city', 'country_id', 'state_id'], transaction });
      raw = { address_1: user?.address_1, address_2: user?.address_2, poscode: user?.poscode, city: user?.city, country_id: user?.country_id, state_id: user?.state_id };
    }
    const parsed = deliveryRequestSchema.safeParse(raw);
    if (!parsed.success) throw validationError(DELIVERY_REQUEST_INVALID, fieldErrorsOf(parsed.error));
    const address = parsed.data;
    const [country, state] = await Promise.all([
      Country.findByPk(address.country_id, { attributes: ['id', 'name'], transaction }),
      State.findByPk(address.state_id, { attributes: ['id', 'name', 'country_id'], transaction }),
    ]);
    if (!country) throw validationError(DELIVERY_REQUEST_INVALID, { country_id: ['orders:request.validation.address_country_required'] });
    if (!state || state.country_id !== country.id) throw validationError(DELIVERY_REQUEST_INVALID, { state_id: ['orders:request.validation.state_required'] });
    const { fee } = await checkDeliveryCoverage({ country_id: country.id, state_id: state.id }, { transaction }).catch((error: unknown) => {
      // DLV-14: the same words, in the customer's pages' namespace.
      throw isAppError(error) && error.messageKey === DELIVERY_NOT_COVERED ? new AppError('VALIDATION', DELIVERY_REQUEST_NOT_COVERED) : error;
    });
    const ip = application.ip;
    const line = await CartItem.create(
      {
        user_id: actor.id,
        service_id: SERVICE.DELIVERY,
        type_id: Number(application.type_id),
        country_id: ip?.country_id ?? country.id,
        filing_no: ip?.filing_no ?? null,
        application_no: ip?.application_no ?? null,
        grant_no: ip?.grant_no ?? null,
        application_name: ip?.application_name ?? null,
        fee,
        fee_type: DELIVERY_FEE,
        agent_cost: '0.00',
        additional_fee: '0.00',
        address: {
          address_1: address.address_1,
          address_2: address.address_2 ?? null,
          poscode: address.poscode,
          city: address.city,
          state_id: state.id,
          country_id: country.id,
          state: state.name,
          country: country.name,
        },
        application_id: application.id,
        ip_id: application.ip_id,
      } as never,
      { transaction },
    );
    return { message: DELIVERY_REQUESTED, line: cartLineJson(line) };
  });
}
