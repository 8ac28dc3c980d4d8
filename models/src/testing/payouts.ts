import { resetConfigCache } from '../config/env';
import { startLocalPaypal, type LocalPaypal } from '../domain/card-payments/testing/paypal-server';
import { updatePayoutConfiguration } from '../domain/payouts/payout-configuration';
import type { Actor } from '../domain/kernel/index';

/** The client the local PayPal accepts for payouts (ADR 055), and the payout configuration that uses it. */
export const PAYOUT_CLIENT = { id: 'AlocalPayoutsClient01', secret: 'ElocalPayoutsSecret001' } as const;
export const PAYOUT_CONFIGURATION = { mode: 'live', client_id: PAYOUT_CLIENT.id, client_secret: PAYOUT_CLIENT.secret, fee_percent: '2.90', fee_fixed: '1.50' } as const;

export interface LocalPayouts {
  paypal: LocalPaypal;
  /** Saves PAYOUT_CONFIGURATION through the domain, as a super admin would in the console. */
  configure(superAdmin: Actor): ReturnType<typeof updatePayoutConfiguration>;
  /** Points the SDK at `url` for a moment (an unreachable PayPal), then back with `restore`. */
  pointAt(url: string): void;
  restore(): void;
  close(): Promise<void>;
}

/** Starts the local PayPal (its Payouts API) and points PAYPAL_API_URL at it until `close`. */
export async function startLocalPayouts(): Promise<LocalPayouts> {
  const saved = process.env.PAYPAL_API_URL;
  const paypal = await startLocalPaypal({ clientId: PAYOUT_CLIENT.id, clientSecret: PAYOUT_CLIENT.secret, webhookUrl: null });
  const pointAt = (url: string) => {
    process.env.PAYPAL_API_URL = url;
    resetConfigCache();
  };
  pointAt(paypal.url);
  return {
    paypal,
    configure: (superAdmin) => updatePayoutConfiguration({ actor: superAdmin, values: PAYOUT_CONFIGURATION }),
    pointAt,
    restore: () => pointAt(paypal.url),
    async close() {
      if (saved === undefined) delete process.env.PAYPAL_API_URL;
      else process.env.PAYPAL_API_URL = saved;
      resetConfigCache();
      await paypal.close();
    },
  };
}
