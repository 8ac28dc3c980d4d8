import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { PAYPAL_MODES, type PaymentType, type PaypalMode } from '../../schemas/settings';
import { openStoredSecret, readPaymentType, readStoredInputs, secretFieldsOf, type StoredInputs } from './payment-inputs';

export interface StripeSettings {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
}
export interface PaypalSettings {
  mode: PaypalMode;
  client_id: string;
  client_secret: string;
  webhook_id: string;
}
export interface PaymentSettings {
  payment_type: PaymentType;
  /** Null until every Stripe field is configured. */
  stripe: StripeSettings | null;
  /** Null until every PayPal field is configured. */
  paypal: PaypalSettings | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function secrets(inputs: StoredInputs, type: PaymentType): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const field of secretFieldsOf(type)) {
    if (inputs[type]?.[field] === undefined || inputs[type]?.[field] === '') return null;
    const value = openStoredSecret(inputs, type, field);
    // Stored but unreadable: SESSION_SECRET changed without keeping the old one (ADR 013).
    if (value === null) throw new AppError('INTERNAL', 'settings:payment_secret_unreadable');
    out[field] = value;
  }
  return out;
}

/**
 * The payment configuration with its secrets opened, for server use only (the checkout and the
 * webhooks): never send it to a browser. A provider whose fields are incomplete is null; a stored
 * secret that no listed SESSION_SECRET opens is a 500 'settings:payment_secret_unreadable' rather
 * than a silent fallback.
 */
export async function getPaymentSettings(options: { transaction?: Transaction } = {}): Promise<PaymentSettings> {
  const [paymentType, inputs] = await Promise.all([readPaymentType(options.transaction), readStoredInputs(options.transaction)]);
  const stripeSecrets = secrets(inputs, 'Stripe');
  const publishable = text(inputs.Stripe?.publishable_key);
  const paypalSecrets = secrets(inputs, 'Paypal');
  const mode = inputs.Paypal?.mode;
  const clientId = text(inputs.Paypal?.client_id);
  const webhookId = text(inputs.Paypal?.webhook_id);
  return {
    payment_type: paymentType,
    stripe:
      stripeSecrets && publishable
        ? { publishable_key: publishable, secret_key: stripeSecrets.secret_key!, webhook_secret: stripeSecrets.webhook_secret! }
        : null,
    paypal:
      paypalSecrets && clientId && webhookId && (PAYPAL_MODES as readonly unknown[]).includes(mode)
        ? { mode: mode as PaypalMode, client_id: clientId, client_secret: paypalSecrets.client_secret!, webhook_id: webhookId }
        : null,
  };
}
