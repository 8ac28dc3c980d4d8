import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';
import { PAYMENT_SECRET_FIELDS, PAYPAL_MODES, type PaymentConfigurationView, type PaymentType, type PaypalMode } from '../../schemas/settings';
import { PAYMENT_TYPES } from '../../constants/index';
import { openSecret } from './secret-box';

/**
 * The stored payment configuration (ADM-68): `payment_type` ('Stripe' | 'Paypal') and
 * `payment_inputs` (is_secret) = { Stripe: {...}, Paypal: {...} }, both providers kept so switching
 * back does not lose the other's keys. Secret fields are sealed (secret-box.ts) with their path as
 * context, e.g. "payment_inputs.Stripe.secret_key".
 */
export const PAYMENT_TYPE_KEY = 'payment_type';
export const PAYMENT_INPUTS_KEY = 'payment_inputs';

export type StoredInputs = Partial<Record<PaymentType, Record<string, unknown>>>;

export const secretContext = (type: PaymentType, field: string) => `${PAYMENT_INPUTS_KEY}.${type}.${field}`;

export async function readPaymentType(transaction?: Transaction): Promise<PaymentType> {
  return paymentTypeFromValue(await Configuration.readValue<unknown>(PAYMENT_TYPE_KEY, 'Stripe', { transaction }));
}

/** The stored 'payment_type' as the card option it names ('Stripe' when missing or unknown). */
export function paymentTypeFromValue(value: unknown): PaymentType {
  return (PAYMENT_TYPES as readonly unknown[]).includes(value) ? (value as PaymentType) : 'Stripe';
}

export async function readStoredInputs(transaction?: Transaction): Promise<StoredInputs> {
  const value = await Configuration.readValue<unknown>(PAYMENT_INPUTS_KEY, {}, { transaction });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: StoredInputs = {};
  for (const type of PAYMENT_TYPES) {
    const inputs = (value as Record<string, unknown>)[type];
    if (inputs && typeof inputs === 'object' && !Array.isArray(inputs)) out[type] = { ...(inputs as Record<string, unknown>) };
  }
  return out;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored secret opened, or null (missing, or sealed under a secret no longer listed). */
export function openStoredSecret(inputs: StoredInputs, type: PaymentType, field: string): string | null {
  return openSecret(inputs[type]?.[field], secretContext(type, field));
}

/** What the console may see: plain fields in clear, each secret only as set / not set. */
export function toPaymentView(paymentType: PaymentType, inputs: StoredInputs): PaymentConfigurationView {
  const isSet = (type: PaymentType, field: string) => openStoredSecret(inputs, type, field) !== null;
  const mode = text(inputs.Paypal?.mode);
  return {
    payment_type: paymentType,
    input: {
      Stripe: {
        publishable_key: text(inputs.Stripe?.publishable_key),
        secret_key_set: isSet('Stripe', 'secret_key'),
        webhook_secret_set: isSet('Stripe', 'webhook_secret'),
      },
      Paypal: {
        mode: (PAYPAL_MODES as readonly string[]).includes(mode) ? (mode as PaypalMode) : 'sandbox',
        client_id: text(inputs.Paypal?.client_id),
        webhook_id: text(inputs.Paypal?.webhook_id),
        client_secret_set: isSet('Paypal', 'client_secret'),
      },
    },
  };
}

export const secretFieldsOf = (type: PaymentType): readonly string[] => PAYMENT_SECRET_FIELDS[type];
