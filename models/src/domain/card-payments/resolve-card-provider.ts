import type { Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import { getPaymentSettings, type PaymentSettings } from '../settings/get-payment-settings';
import { paypalProvider } from './paypal';
import type { CardProvider, CardProviderName } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

/**
 * Which card provider checkout uses (ORD-36, ⚑AMB-20): the configured payment option when all of its
 * keys are set; with no usable keys outside production, the local sandbox page (a clearly labelled
 * test page that walks the same fulfilment path); in production without keys, an AppError.
 */
export async function resolveCardProvider(options: { transaction?: Transaction } = {}): Promise<CardProviderName> {
  return pickProvider(await getPaymentSettings(options));
}

export function pickProvider(settings: PaymentSettings): CardProviderName {
  if (settings.payment_type === 'Stripe' && settings.stripe) return 'stripe';
  if (settings.payment_type === 'Paypal' && settings.paypal) return 'paypal';
  if (getConfig().appEnv !== 'production') return 'sandbox';
  throw new AppError('CONFLICT', 'orders:card.not_configured');
}

/** The provider object for `name` with the stored keys. */
export function cardProvider(name: CardProviderName, settings: PaymentSettings): CardProvider {
  if (name === 'stripe' && settings.stripe) return stripeProvider(settings.stripe);
  if (name === 'paypal' && settings.paypal) return paypalProvider(settings.paypal);
  if (name === 'sandbox' && getConfig().appEnv !== 'production') return sandboxProvider(settings.payment_type === 'Paypal' ? 'paypal' : 'stripe');
  throw new AppError('CONFLICT', 'orders:card.not_configured');
}
